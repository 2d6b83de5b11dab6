import { useTranslation } from '@dis/shared';
import { Button, DictTag, Empty, useDicts } from '@dis/ui';
import { dayOf, type BellState } from './bellState';

interface NoticePanelProps {
  bell: BellState;
  /** a notice chosen: it is shown (and marked read when it was not) */
  onRead: (noticeId: number, isRead: boolean) => void;
  /** 全部已读 */
  onReadAll: () => void;
}

/**
 * The bell's panel: the newest notices (type, title, day, an unread dot) and 全部已读. A chunk of
 * its own, loaded when the bell is first pointed at or opened, with the notice types' dictionary:
 * the console's first view shows the bell alone (docs/system/notice.md "The bell").
 */
export default function NoticePanel({ bell, onRead, onReadAll }: NoticePanelProps) {
  const { t } = useTranslation('common');
  const { sys_notice_type: types = [] } = useDicts('sys_notice_type');
  return (
    <div className="header-notice" role="dialog" aria-label={t('console.notice.title')}>
      <div className="header-notice__head">
        <span className="header-notice__heading">{t('console.notice.title')}</span>
        {bell.unreadCount > 0 ? (
          <Button type="link" size="small" onClick={onReadAll}>
            {t('console.notice.readAll')}
          </Button>
        ) : null}
      </div>
      {bell.notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.notice.empty')} />
      ) : (
        <ul className="header-notice__list">
          {bell.notices.map((notice) => (
            <li key={notice.noticeId}>
              <button
                type="button"
                className={`header-notice__item${notice.isRead ? '' : ' header-notice__item--unread'}`}
                onClick={() => onRead(notice.noticeId, notice.isRead)}
              >
                <span className="header-notice__type">
                  <DictTag options={types} value={notice.noticeType} />
                </span>
                <span className="header-notice__title">{notice.noticeTitle}</span>
                <span className="header-notice__day">{dayOf(notice.createTime)}</span>
                {notice.isRead ? null : (
                  <span className="header-notice__dot" role="img" aria-label={t('console.notice.unread')} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
