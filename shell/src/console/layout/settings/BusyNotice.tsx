import { createPortal } from 'react-dom';
import { Spin } from '@dis/ui';

/** A full-screen notice while settings are saved or reset (RuoYi's loading mask). */
export function BusyNotice({ text }: { text: string }) {
  return createPortal(
    <div className="console-busy" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{text}</span>
    </div>,
    document.body,
  );
}
