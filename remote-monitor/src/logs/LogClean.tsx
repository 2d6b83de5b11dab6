import type { ConfirmActionOptions } from '@dis/ui';
import { Can } from '@dis/shared/store';
import { Button, DeleteOutlined } from '@dis/ui';
import { useMonitorTranslation } from '../i18n';

export interface LogCleanProps {
  /** the log's words: `operlog` or `logininfor` (its `clean`, `confirmClean`, `cleaned`) */
  log: 'operlog' | 'logininfor';
  /** `DELETE <path>/clean` */
  clean: () => Promise<unknown>;
  /** the page's confirm path (`useCrudPage`'s `confirmChange`: asks, runs, says, reloads) */
  confirmChange: (options: ConfirmActionOptions) => Promise<void>;
}

/**
 * 清空 of a log (docs/monitor/logs.md): asks first, then shows the server's own account of it —
 * how many entries went and how many the retention period keeps, and why.
 */
export function LogClean({ log, clean, confirmChange }: LogCleanProps) {
  const { t } = useMonitorTranslation();
  return (
    <Can perm={`monitor:${log}:remove`}>
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={() =>
          void confirmChange({
            question: t(`${log}.confirmClean`),
            action: clean,
            done: (answer) => (answer as { msg?: string }).msg ?? t(`${log}.cleaned`),
          })
        }
      >
        {t(`${log}.clean`)}
      </Button>
    </Can>
  );
}
