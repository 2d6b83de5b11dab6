import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useTranslation } from '@dis/shared';
import { BellOutlined, Button, Dropdown, NoticeDetail, noticeApi } from '@dis/ui';
import { badgeText, EMPTY_BELL, markedRead, shouldRefresh, type BellState } from './bellState';
import { onLiveUpdate } from '../../../live/events';
import { afterFirstView } from '../../afterFirstView';
import './headerNotice.css';

/** The panel's code (and the notice types' dictionary) loads when the bell is first pointed at or opened. */
const loadPanel = () => import(/* webpackChunkName: "notice-panel" */ './NoticePanel');
const NoticePanel = lazy(loadPanel);

/**
 * 消息通知: the bell with the number of unread notices, and a panel of the newest ones (type, title,
 * day, an unread dot). Choosing one marks it read and opens 公告详情; 全部已读 marks all shown read.
 * Asked for when the console opens, when the panel opens, after a route change, when the window
 * comes back and when a live update says the notices changed, never on a timer (docs/system/notice.md
 * "The bell").
 */
export function HeaderNotice() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [bell, setBell] = useState<BellState>(EMPTY_BELL);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const loadedAt = useRef(0);

  const refresh = useCallback((reason: 'open' | 'live' | 'route' | 'focus') => {
    const now = Date.now();
    if (!shouldRefresh(reason, loadedAt.current, now)) return;
    loadedAt.current = now;
    noticeApi.top().then(
      ({ notices, unreadCount }) => setBell({ notices, unreadCount }),
      () => undefined,
    );
  }, []);

  // the first after the console's first view (its code, axios, is not part of it)
  useEffect(() => {
    let live = true;
    void afterFirstView().then(() => {
      if (live) refresh('route');
    });
    return () => {
      live = false;
    };
  }, [pathname, refresh]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh('focus');
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);
  // a notice published or withdrawn: asked for at once (docs/live-updates.md)
  useEffect(() => onLiveUpdate('notice', () => refresh('live')), [refresh]);

  const read = (noticeId: number, isRead: boolean) => {
    setOpen(false);
    setShown(noticeId);
    if (isRead) return;
    setBell((state) => markedRead(state, [noticeId]));
    noticeApi.markRead(noticeId).catch(() => undefined);
  };
  const readAll = () => {
    const ids = bell.notices.map((notice) => notice.noticeId);
    if (ids.length === 0) return;
    setBell((state) => markedRead(state, ids));
    noticeApi.markReadAll(ids).catch(() => undefined);
  };

  const badge = badgeText(bell.unreadCount);
  const label = badge
    ? t('console.notice.bellUnread', { count: bell.unreadCount })
    : t('console.notice.bell');

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) refresh('open');
        }}
        trigger={['click']}
        placement="bottomRight"
        popupRender={() => (
          <Suspense fallback={<div className="header-notice" />}>
            <NoticePanel bell={bell} onRead={read} onReadAll={readAll} />
          </Suspense>
        )}
      >
        <Button
          type="text"
          className="console-header__action header-notice__bell"
          aria-label={label}
          title={t('console.notice.bell')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          icon={<BellOutlined />}
        >
          {badge ? (
            <span className="header-notice__badge" aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </Button>
      </Dropdown>
      {shown === null ? null : <NoticeDetail noticeId={shown} onClose={() => setShown(null)} />}
    </>
  );
}
