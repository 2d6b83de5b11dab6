import type { RequestEvent } from '@dis/shared/request';

/** What the console shows for request events; antd's message, notification and modal in the app. */
export interface RequestEventUi {
  error(text: string): void;
  warning(text: string): void;
  notify(text: string): void;
  /** asks whether to log in again; resolves `true` for 重新登录, `false` for 取消 */
  confirmRelogin(): Promise<boolean>;
  relogin(): void;
}

/**
 * docs/product.md §8: errors as toasts, 601 as a warning, other codes as a notification titled with the
 * message; an expired session asks to log in again, with only one such dialog at a time.
 */
export function createRequestEventHandler(ui: () => RequestEventUi): (event: RequestEvent) => void {
  let asking = false;
  return (event) => {
    if (event.type === 'sessionExpired') {
      if (asking) return;
      asking = true;
      ui()
        .confirmRelogin()
        .then(
          (relogin) => {
            asking = false;
            if (relogin) ui().relogin();
          },
          () => {
            asking = false;
          },
        );
      return;
    }
    // a write the server accepted is the query cache's business (`@dis/ui`'s query/writes.ts)
    if (event.type !== 'error') return;
    if (event.level === 'warning') ui().warning(event.message);
    else if (event.level === 'notify') ui().notify(event.message);
    else ui().error(event.message);
  };
}
