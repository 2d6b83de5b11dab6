import { type Language } from '@dis/contract/site';
import { isEmail, isPhone, normalisePhone } from '@dis/contract/rules';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../../common/errors';
import { refuseMarkup } from '../../../common/text-fields';
import { label } from '../../marketing/service';
import { receiveRequest } from '../../sales/lead/service';

/** What a visitor sends: the trial form or the solution-page variant (docs/api-contract.md). */
export interface TrialForm {
  name?: string;
  phone?: string;
  company?: string;
  email?: string;
  position?: string;
  remark?: string;
  subscribe?: boolean;
  // solution form
  companyName?: string;
  companyEmail?: string;
  role?: string;
  pain?: string;
  product?: string;
}

export interface LeadInput {
  name: string;
  phone: string;
  company: string | null;
  email: string | null;
  position: string | null;
  remark: string | null;
  subscribe: boolean;
  source: 'trial' | 'solution';
  product: string | null;
}

const clean = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Turns either form into one lead, or refuses with the message the visitor sees: name and phone
 * are required (the phone and e-mail rules and the longest value of each field are the browser's
 * too, from `@dis/contract/rules`; both sides are tested against contact-cases.json); no field takes HTML (docs/api-contract.md: only the news body does); phone and email must
 * look like one.
 */
export function toLead(form: TrialForm, lang: Language = 'zh-cn'): LeadInput {
  const isSolution =
    form.companyName !== undefined || form.companyEmail !== undefined || form.pain !== undefined;
  const name = clean(form.name);
  const rawPhone = clean(form.phone);
  if (!name || !rawPhone) throw new ServiceError('portal.trial.required');
  const company = clean(isSolution ? form.companyName : form.company);
  const email = clean(isSolution ? form.companyEmail : form.email);
  const position = clean(isSolution ? form.role : form.position);
  const remark = clean(isSolution ? form.pain : form.remark);
  refuseMarkup({ name, phone: rawPhone, company, email, position, remark }, (field) => label(lang, field));
  if (!isPhone(rawPhone)) throw new ServiceError('portal.trial.phone');
  if (email && !isEmail(email)) throw new ServiceError('validation.email');
  return {
    name,
    phone: normalisePhone(rawPhone),
    company,
    email,
    position,
    remark,
    subscribe: form.subscribe === true,
    source: isSolution ? 'solution' : 'trial',
    // checked against the known products by the route (refuseUnknownProduct: it reads the dictionary)
    product: clean(form.product),
  };
}

/**
 * Stores a visitor's request (`POST /portal/trial`, checked by `toLead`): it lands on the
 * sales desk as a new lead, or joins the buyer's lead of the last 30 days (docs/sales/leads.md).
 */
export async function saveTrialRequest(
  app: FastifyInstance,
  lead: LeadInput,
  ip: string,
): Promise<{ leadId: number; joined: boolean }> {
  return receiveRequest(app, lead, ip);
}
