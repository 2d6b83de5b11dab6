import { useState } from 'react';
import type { LogChainVerdict } from '@dis/contract';
import type { AjaxResultOf } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import { Alert, Button, Modal, SafetyCertificateOutlined } from '@dis/ui';
import { useMonitorTranslation } from '../i18n';
import './logCheck.css';

export interface LogCheckProps {
  /** the log's API path: `/monitor/operlog` */
  path: string;
  /** the permission of its check: `monitor:operlog:verify` */
  permission: string;
}

/**
 * 完整性校验 (docs/monitor/logs.md "The chain and its check"): asks the server to walk the log's
 * hash chain and shows its verdict — whole, with how many entries were checked, or the first entry
 * altered or where entries were removed, in the server's words.
 */
export function LogCheck({ path, permission }: LogCheckProps) {
  const { t } = useMonitorTranslation();
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<{ msg: string; data: LogChainVerdict } | null>(null);
  const check = () => {
    setBusy(true);
    http
      .get<AjaxResultOf<LogChainVerdict>>(`${path}/verify`)
      .then((answer) => setVerdict({ msg: answer.msg ?? '', data: answer.data }))
      // the request client has said why
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Can perm={permission}>
      <Button icon={<SafetyCertificateOutlined />} loading={busy} onClick={check}>
        {t('logCheck.button')}
      </Button>
      {verdict ? (
        <Modal
          open
          title={t('logCheck.title')}
          footer={<Button onClick={() => setVerdict(null)}>{t('logCheck.close')}</Button>}
          onCancel={() => setVerdict(null)}
        >
          <div className="log-check" data-testid="log-check-verdict">
            <Alert
              type={verdict.data.intact ? 'success' : 'error'}
              showIcon
              title={verdict.msg}
              description={verdict.data.intact ? t('logCheck.intactHint') : t('logCheck.brokenHint')}
            />
          </div>
        </Modal>
      ) : null}
    </Can>
  );
}
