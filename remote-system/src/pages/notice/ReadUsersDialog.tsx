import { useEffect, useState } from 'react';
import type { NoticeReadUser, SysNotice } from '@dis/contract';
import { NOTICE_READERS_FIELD_MAX } from '@dis/contract/rules';
import { http } from '@dis/shared/request';
import { Button, Input, Modal, Pager, SearchOutlined, Table, type TableColumnsType } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';

export interface ReadUsersDialogProps {
  notice: Pick<SysNotice, 'noticeId' | 'noticeTitle'>;
  onClose: () => void;
}

interface ReadUsersQuery {
  noticeId: number;
  searchValue?: string;
  pageNum: number;
  pageSize: number;
}

/** The query of `GET /system/notice/readUsers/list`: a blank search is left out. */
export function readUsersQuery(
  noticeId: number,
  search: string,
  pageNum: number,
  pageSize: number,
): ReadUsersQuery {
  const searchValue = search.trim();
  return { noticeId, ...(searchValue ? { searchValue } : {}), pageNum, pageSize };
}

/** 「<title>」已读用户: who has read the notice, newest first, searched by login or user name. */
export default function ReadUsersDialog({ notice, onClose }: ReadUsersDialogProps) {
  const { t } = useSystemTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState(() => readUsersQuery(notice.noticeId, '', 1, 10));
  const [answer, setAnswer] = useState<{ rows: NoticeReadUser[]; total: number; for: ReadUsersQuery | null }>(
    {
      rows: [],
      total: 0,
      for: null,
    },
  );
  const loading = answer.for !== query;

  useEffect(() => {
    let live = true;
    http.get<{ rows?: NoticeReadUser[]; total?: number }>('/system/notice/readUsers/list', query).then(
      (body) => live && setAnswer({ rows: body.rows ?? [], total: body.total ?? 0, for: query }),
      () => live && setAnswer({ rows: [], total: 0, for: query }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const columns: TableColumnsType<NoticeReadUser> = [
    {
      key: 'index',
      title: t('notice.index'),
      width: 64,
      align: 'center',
      render: (_value, _row, index) => (query.pageNum - 1) * query.pageSize + index + 1,
    },
    { key: 'userName', title: t('notice.userName'), dataIndex: 'userName' },
    { key: 'nickName', title: t('notice.nickName'), dataIndex: 'nickName' },
    { key: 'deptName', title: t('notice.deptName'), dataIndex: 'deptName' },
    { key: 'phonenumber', title: t('notice.phonenumber'), dataIndex: 'phonenumber' },
    { key: 'readTime', title: t('notice.readTime'), dataIndex: 'readTime', width: 170 },
  ];

  const search = () => setQuery(readUsersQuery(notice.noticeId, typed, 1, query.pageSize));

  return (
    <Modal
      open
      title={t('notice.readUsersTitle', { title: notice.noticeTitle })}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        className="notice-readers__search"
        style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Input
          style={{ maxWidth: 280 }}
          aria-label={t('notice.searchValue')}
          placeholder={t('notice.searchValuePlaceholder')}
          value={typed}
          allowClear
          maxLength={NOTICE_READERS_FIELD_MAX.searchValue}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('notice.search')}
        </Button>
      </form>
      <Table<NoticeReadUser>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={answer.rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Pager
        total={answer.total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pagerCount={5}
        onChange={(pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize })}
      />
    </Modal>
  );
}
