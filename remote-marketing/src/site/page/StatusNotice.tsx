import type { ReactNode } from 'react';

export interface StatusNoticeProps {
  kind: 'loading' | 'failed' | 'notFound' | 'empty';
  message: string;
  /** a retry button or a way back */
  action?: ReactNode;
}

/** What a data-driven part of a page says while loading, when empty, failed or not found. */
export function StatusNotice({ kind, message, action }: StatusNoticeProps) {
  const alert = kind === 'failed' || kind === 'notFound';
  return (
    <div
      className={`status-notice status-notice--${kind}`}
      role={alert ? 'alert' : 'status'}
      aria-busy={kind === 'loading'}
    >
      {kind === 'loading' ? <span className="status-notice__spinner" aria-hidden="true" /> : null}
      <p className="status-notice__message">{message}</p>
      {action}
    </div>
  );
}
