import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Modal, Spin, type DictOption } from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import { leads } from './api';
import { LeadFacts } from './LeadFacts';
import type { Lead } from '@dis/contract';

export interface LeadDetailDialogProps {
  leadId: number;
  statuses: readonly DictOption[];
  sources: readonly DictOption[];
  onClose: () => void;
}

/**
 * 试用申请详情: every field of one request as the server has it now (`GET /marketing/lead/{id}`),
 * read-only, for staff who may look but not follow up.
 */
export default function LeadDetailDialog({ leadId, statuses, sources, onClose }: LeadDetailDialogProps) {
  const { t } = useDeskTranslation();
  const [lead, setLead] = useState<Lead | null>(null);
  const giveUp = useEffectEvent(() => onClose());

  useEffect(() => {
    let live = true;
    leads
      .get(leadId)
      .then((found) => {
        if (live) setLead(found);
      })
      .catch(() => {
        // the failure was reported by the request client
        if (live) giveUp();
      });
    return () => {
      live = false;
    };
  }, [leadId]);

  return (
    <Modal
      open
      title={t('lead.detailTitle')}
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Spin spinning={lead === null}>
        {lead ? (
          <LeadFacts lead={lead} sources={sources} statuses={statuses} label={t('lead.detailTitle')} />
        ) : (
          <div className="lead-detail__loading" />
        )}
      </Spin>
    </Modal>
  );
}
