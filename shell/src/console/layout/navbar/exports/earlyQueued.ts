import { EXPORT_QUEUED_EVENT } from '@dis/shared/request';
import { settleFirstView } from '../../afterFirstView';

/**
 * An export sent to the background before the 下载中心 button has loaded (it loads after the first
 * view, `afterFirstView.ts`): kept here, the button loads at once and answers it when it mounts.
 */
let early: Event | undefined;

export function watchEarlyQueued(): () => void {
  const keep = (event: Event) => {
    early = event;
    settleFirstView();
  };
  window.addEventListener(EXPORT_QUEUED_EVENT, keep);
  return () => window.removeEventListener(EXPORT_QUEUED_EVENT, keep);
}

/** The export queued before the button listened, once. */
export function takeEarlyQueued(): Event | undefined {
  const event = early;
  early = undefined;
  return event;
}
