import type { ReactNode } from 'react';
import { parseTime } from '@dis/shared';
import { DictTag, type DictOption } from '@dis/ui';
import { useDeskTranslation } from '../../desk/i18n';
import type { Lead } from '@dis/contract';
import './lead.css';

export interface LeadFactsProps {
  lead: Lead;
  sources: readonly DictOption[];
  /** with the follow-up too (id, IP, status, note, who and when): the read-only detail view */
  statuses?: readonly DictOption[];
  /** the section's accessible name */
  label: string;
}

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** a whole line (long texts) */
  wide?: boolean;
}

/** What a visitor sent (and, with `statuses`, how it was followed up) as a list of labelled values. */
export function LeadFacts({ lead, sources, statuses, label }: LeadFactsProps) {
  const { t } = useDeskTranslation();
  const fact = (key: keyof Lead, value: ReactNode = lead[key] as ReactNode, wide = false): Fact => ({
    key,
    label: t(`lead.${key}`),
    value,
    wide,
  });
  const request: Fact[] = [
    fact('name'),
    fact('phone'),
    fact('company'),
    fact('email'),
    fact('position'),
    fact('source', <DictTag options={sources} value={lead.source} />),
    fact('subscribe', lead.subscribe ? t('lead.yes') : t('lead.no')),
    fact('createTime', parseTime(lead.createTime)),
  ];
  const facts: Fact[] = statuses
    ? [
        fact('leadId'),
        ...request,
        fact('ip'),
        fact('status', <DictTag options={statuses} value={lead.status} />),
        fact('updateBy'),
        fact('updateTime', parseTime(lead.updateTime)),
        fact('remark', lead.remark, true),
        fact('followUp', lead.followUp, true),
      ]
    : [...request, fact('remark', lead.remark, true)];
  return (
    <section className="lead-request" aria-label={label}>
      <dl>
        {facts.map(({ key, label: term, value, wide }) => (
          <div
            key={key}
            className={wide ? 'lead-request__item lead-request__item--wide' : 'lead-request__item'}
          >
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
