import type { DictOption } from '@dis/ui';
import type { Lead, LeadFollowUp, LeadStatus } from '@dis/contract';

export const LEAD_NEW: LeadStatus = '0';

export interface FollowUpValues {
  status: LeadStatus;
  followUp?: string;
}

/**
 * The statuses a request may move to: new → contacted → closed (and back between contacted and
 * closed); once contacted or closed it cannot be new again.
 */
export function followUpStatusOptions(current: LeadStatus, options: readonly DictOption[]) {
  return options.map((option) => ({
    label: option.label,
    value: option.value,
    disabled: option.value === LEAD_NEW && current !== LEAD_NEW,
  }));
}

/** A new request is usually followed up by contacting it. */
export function initialFollowUp(lead: Lead): FollowUpValues {
  return { status: lead.status === LEAD_NEW ? '1' : lead.status, followUp: lead.followUp ?? '' };
}

export function toFollowUp(values: FollowUpValues, leadId: number): LeadFollowUp {
  return { leadId, status: values.status, followUp: values.followUp?.trim() || null };
}
