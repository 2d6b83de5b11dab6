import { type Language } from '@dis/contract/site';
import type { Lead, LeadFollowUp } from '@dis/contract';
import { ServiceError } from '../../../common/errors';
import { cleanText, refuseMarkup } from '../../../common/text-fields';
import { label } from '../service';

export const LEAD_NEW = '0';

/**
 * A follow-up: the request moves on from 新申请 to 已联系 or 已关闭 (and between those two),
 * never back to new; the note is plain text, and an omitted note keeps the one written before.
 */
export function followUpValues(
  lang: Language,
  lead: Lead,
  input: LeadFollowUp,
): { status: string; followUp: string | null } {
  if (input.status === LEAD_NEW && lead.status !== LEAD_NEW)
    throw new ServiceError('marketing.lead.backToNew');
  const followUp =
    input.followUp === undefined ? lead.followUp : cleanText(input.followUp?.replace(/\r\n?/g, '\n'));
  refuseMarkup({ followUp }, (field) => label(lang, field));
  return { status: input.status, followUp };
}
