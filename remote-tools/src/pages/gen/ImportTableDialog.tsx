import { useEffect, useState } from 'react';
import type { GenDbTable } from '@dis/contract';
import { Button, feedback, Input, Modal, Space, Table, type TableColumnsType } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { importTables, listDbTables } from './api';

export interface ImportTableDialogProps {
  /** `true` when tables were imported */
  onClose: (imported: boolean) => void;
}

const PAGE_SIZE = 10;

interface DbFilter {
  tableName: string;
  tableComment: string;
  pageNum: number;
}

const FIRST: DbFilter = { tableName: '', tableComment: '', pageNum: 1 };

/** 导入表: a page of the database's tables not imported yet; a click on a row ticks it. */
export default function ImportTableDialog({ onClose }: ImportTableDialogProps) {
  const { t } = useToolsTranslation();
  const [draft, setDraft] = useState<DbFilter>(FIRST);
  const [filter, setFilter] = useState<DbFilter>(FIRST);
  const [page, setPage] = useState<{ total: number; rows: GenDbTable[]; of?: DbFilter }>({
    total: 0,
    rows: [],
  });
  // loading until the answer to the current filter is in
  const loading = page.of !== filter;
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    listDbTables({
      tableName: filter.tableName.trim() || undefined,
      tableComment: filter.tableComment.trim() || undefined,
      pageNum: filter.pageNum,
      pageSize: PAGE_SIZE,
    }).then(
      (answer) => live && setPage({ total: answer.total, rows: answer.rows, of: filter }),
      // the request client has said why; the table shows what it had
      () => live && setPage((now) => ({ ...now, of: filter })),
    );
    return () => {
      live = false;
    };
  }, [filter]);

  const toggle = (name: string) =>
    setPicked((now) => (now.includes(name) ? now.filter((n) => n !== name) : [...now, name]));

  const submit = async () => {
    if (picked.length === 0) {
      feedback.message.error(t('gen.pickToImport'));
      return;
    }
    setSaving(true);
    try {
      const said = await importTables(picked);
      feedback.message.success(said ?? t('gen.imported'));
      onClose(true);
    } catch {
      // the request client has said why
      setSaving(false);
    }
  };

  const columns: TableColumnsType<GenDbTable> = [
    { key: 'tableName', title: t('gen.tableName'), dataIndex: 'tableName', ellipsis: true },
    { key: 'tableComment', title: t('gen.tableComment'), dataIndex: 'tableComment', ellipsis: true },
    { key: 'createTime', title: t('gen.createTime'), dataIndex: 'createTime', width: 170 },
    { key: 'updateTime', title: t('gen.updateTime'), dataIndex: 'updateTime', width: 170 },
  ];
  const search = () => setFilter({ ...draft, pageNum: 1 });

  return (
    <Modal
      open
      title={t('gen.importTitle')}
      width={800}
      okText={t('gen.confirm')}
      cancelText={t('gen.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          aria-label={t('gen.tableName')}
          placeholder={t('gen.tableNamePlaceholder')}
          value={draft.tableName}
          allowClear
          onChange={(event) => setDraft({ ...draft, tableName: event.target.value })}
          onPressEnter={search}
        />
        <Input
          aria-label={t('gen.tableComment')}
          placeholder={t('gen.tableCommentPlaceholder')}
          value={draft.tableComment}
          allowClear
          onChange={(event) => setDraft({ ...draft, tableComment: event.target.value })}
          onPressEnter={search}
        />
        <Button type="primary" onClick={search}>
          {t('gen.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(FIRST);
            setFilter(FIRST);
          }}
        >
          {t('gen.reset')}
        </Button>
      </Space>
      <Table<GenDbTable>
        rowKey="tableName"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={page.rows}
        scroll={{ y: 260 }}
        onRow={(row) => ({
          style: { cursor: 'pointer' },
          onClick: (event) => {
            // the check box itself ticks the row already
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            toggle(row.tableName);
          },
        })}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys as string[]),
        }}
        pagination={{
          current: filter.pageNum,
          pageSize: PAGE_SIZE,
          total: page.total,
          showSizeChanger: false,
          size: 'small',
          onChange: (pageNum) => setFilter((now) => ({ ...now, pageNum })),
        }}
      />
    </Modal>
  );
}
