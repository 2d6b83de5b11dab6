import { useEffect, useState } from 'react';
import type { SysNotice } from '@dis/contract';
import Drawer from 'antd/es/drawer';
import { Spin } from 'antd';
import { DictTag } from '../dict/DictTag';
import { useDicts } from '../dict/useDicts';
import { noticeApi } from './noticeApi';
import { useNoticeWords } from './noticeWords';
import './notice.css';

export interface NoticeDetailProps {
  /** the notice shown; the drawer is closed when null */
  noticeId: number | null;
  onClose: () => void;
}

/**
 * 公告详情: a notice's type, title, author, time and body, in a drawer from the right (full width on
 * a phone). The body is HTML the server passed through its allow-list on write and on read
 * (docs/system/notice.md), so it is shown as HTML.
 */
export default function NoticeDetailDrawer({ noticeId, onClose }: NoticeDetailProps) {
  const { t } = useNoticeWords();
  const { sys_notice_type: types = [] } = useDicts('sys_notice_type');
  const [loaded, setLoaded] = useState<SysNotice | null>(null);
  // the answer for the notice asked for (an earlier one is not shown meanwhile)
  const notice = loaded !== null && loaded.noticeId === noticeId ? loaded : null;

  useEffect(() => {
    if (noticeId === null) return undefined;
    let live = true;
    // a failure was reported by the request client
    noticeApi.get(noticeId).then(
      (row) => live && setLoaded(row),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [noticeId]);

  return (
    <Drawer
      open={noticeId !== null}
      title={t('title')}
      placement="right"
      size={Math.min(560, typeof window === 'undefined' ? 560 : window.innerWidth)}
      onClose={onClose}
      destroyOnHidden
    >
      {notice === null ? (
        <Spin />
      ) : (
        <article className="ui-notice" aria-labelledby="ui-notice-title">
          <div className="ui-notice__type">
            <DictTag options={types} value={notice.noticeType} />
          </div>
          <h2 id="ui-notice-title" className="ui-notice__title">
            {notice.noticeTitle}
          </h2>
          <p className="ui-notice__meta">
            <span>
              {t('author')}：{notice.createBy}
            </span>
            <span>
              {t('time')}：{notice.createTime}
            </span>
          </p>
          {notice.noticeContent ? (
            <div
              className="ui-notice__body"
              // sanitised by the server's allow-list on write and on read
              dangerouslySetInnerHTML={{ __html: notice.noticeContent }}
            />
          ) : (
            <p className="ui-notice__empty">{t('empty')}</p>
          )}
        </article>
      )}
    </Drawer>
  );
}
