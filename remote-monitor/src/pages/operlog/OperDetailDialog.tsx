import type { SysOperLog } from '@dis/contract';
import { Button, DictTag, Modal, type DictOption } from '@dis/ui';
import { useMonitorTranslation } from '../../i18n';
import { addressOf, prettyJson, urlOf } from './operDetail';
import './operlogPage.css';

export interface OperDetailDialogProps {
  log: SysOperLog;
  /** `sys_oper_type` */
  types: readonly DictOption[];
  onClose: () => void;
}

/** 操作日志详细: one operation as it was logged (the list's row; RuoYi has no detail route). */
export default function OperDetailDialog({ log, types, onClose }: OperDetailDialogProps) {
  const { t } = useMonitorTranslation();
  const facts: Array<[string, React.ReactNode]> = [
    [
      t('operlog.module'),
      <>
        {log.title} /{' '}
        <DictTag options={types} value={log.businessType === null ? '' : String(log.businessType)} />
      </>,
    ],
    [t('operlog.operTime'), log.operTime],
    [t('operlog.operator'), log.operName],
    [t('operlog.deptName'), log.deptName],
    [t('operlog.address'), addressOf(log)],
    [t('operlog.operUrl'), urlOf(log)],
    [t('operlog.method'), log.method],
    [t('operlog.costTime'), t('operlog.milliseconds', { n: log.costTime ?? 0 })],
    [t('operlog.execStatus'), log.status === 0 ? t('operlog.normal') : t('operlog.failed')],
  ];
  return (
    <Modal
      open
      title={t('operlog.detailTitle')}
      width={780}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('operlog.close')}</Button>}
    >
      <dl className="operlog-detail">
        {facts.map(([label, value]) => (
          <div className="operlog-detail__fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('operlog.operParam')}</h4>
      <pre className="operlog-detail__block">{prettyJson(log.operParam)}</pre>
      <h4>{t('operlog.jsonResult')}</h4>
      <pre className="operlog-detail__block">{prettyJson(log.jsonResult)}</pre>
      {log.status !== 0 ? (
        <>
          <h4>{t('operlog.errorMsg')}</h4>
          <pre className="operlog-detail__block operlog-detail__block--error">{log.errorMsg}</pre>
        </>
      ) : null}
    </Modal>
  );
}
