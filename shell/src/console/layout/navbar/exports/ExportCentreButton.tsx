import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dis/shared';
import { EXPORT_QUEUED_EVENT, type ExportQueuedDetail } from '@dis/shared/request';
import { Button, DownloadOutlined, useFeedback } from '@dis/ui';
import { takeEarlyQueued } from './earlyQueued';
import { onLiveUpdate } from '../../../live/events';
import { listExports, unfinishedCount } from './exportTasks';

const ExportDrawer = lazy(async () => {
  const drawer = await import(/* webpackChunkName: "export-centre" */ './ExportDrawer');
  await drawer.loadExportWords();
  return drawer;
});

/**
 * The navbar's 下载中心 button (docs/system/export.md): a badge with the caller's queued and running
 * exports; a click opens the drawer, whose code loads then. An export sent to the background
 * (`dis:export-queued` from the request client) shows its message and opens the drawer.
 */
export function ExportCentreButton() {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // once the drawer is there it keeps the count itself
  const drawerThere = useRef(false);
  const [queuedAt, setQueuedAt] = useState(0);
  const [unfinished, setUnfinished] = useState(0);

  const count = useCallback(() => {
    listExports(true).then(
      (tasks) => setUnfinished(unfinishedCount(tasks)),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    count();
    const onQueued = (event: Event) => {
      const { msg } = (event as CustomEvent<ExportQueuedDetail>).detail;
      if (msg) void message.success(msg);
      setUnfinished((n) => n + 1);
      setQueuedAt(Date.now());
      drawerThere.current = true;
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener(EXPORT_QUEUED_EVENT, onQueued);
    const stopLive = onLiveUpdate('export', () => {
      if (!drawerThere.current) count();
    });
    // queued before this button had loaded (earlyQueued.ts)
    const early = takeEarlyQueued();
    if (early) onQueued(early);
    return () => {
      window.removeEventListener(EXPORT_QUEUED_EVENT, onQueued);
      stopLive();
    };
  }, [count, message]);

  const label =
    unfinished > 0 ? t('console.exports.busy', { count: unfinished }) : t('console.exports.button');
  return (
    <>
      <Button
        type="text"
        className="console-header__action"
        style={{ position: 'relative' }}
        aria-label={label}
        title={t('console.exports.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        icon={<DownloadOutlined />}
        onClick={() => {
          drawerThere.current = true;
          setUsed(true);
          setOpen(true);
        }}
      >
        {unfinished > 0 ? (
          // the notice bell's badge (headerNotice.css), so the first view carries no new style
          <span className="header-notice__badge" aria-hidden="true">
            {unfinished > 99 ? '99+' : unfinished}
          </span>
        ) : null}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ExportDrawer
            open={open}
            onClose={() => setOpen(false)}
            onUnfinished={setUnfinished}
            queuedAt={queuedAt}
          />
        </Suspense>
      ) : null}
    </>
  );
}
