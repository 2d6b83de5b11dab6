import { ServiceError } from '../../common/errors';
import type { Lang } from '../../i18n/language';
import { refuseMarkup } from '../marketing/common/text-fields';

/** What a visitor sends: the trial form or the solution-page variant (CONTRACT.md). */
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
}

/**
 * The longest value of each field (the route's schema). The browser's forms set the same
 * `maxLength`; both sides are tested against contact-cases.json.
 */
export const TRIAL_FIELD_MAX = {
  name: 50,
  phone: 20,
  company: 100,
  email: 100,
  position: 100,
  remark: 1000,
  companyName: 100,
  companyEmail: 100,
  role: 100,
  pain: 1000,
} as const;

/**
 * A phone number: a mainland mobile number (optionally +86 / 86), or a landline with its area
 * code (025-8360-5160). Spaces and hyphens between the digits are allowed. The browser's form
 * (remote-marketing requestForm/contactCheck.ts) applies the same rule: contact-cases.json.
 */
const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}\d{7,8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const clean = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The phone as stored: trimmed, without spaces. */
export const normalisePhone = (phone: string): string => phone.trim().replace(/\s+/g, '');

export function isPhone(phone: string): boolean {
  const digits = normalisePhone(phone).replace(/-/g, '');
  return MOBILE.test(digits) || LANDLINE.test(digits);
}

export const isEmail = (email: string): boolean => EMAIL.test(email.trim());

/**
 * Turns either form into one lead, or refuses with the message the visitor sees: name and phone
 * are required; no field takes HTML (CONTRACT.md: only the news body does); phone and email must
 * look like one.
 */
export function toLead(form: TrialForm, lang: Lang = 'zh-cn'): LeadInput {
  const isSolution =
    form.companyName !== undefined || form.companyEmail !== undefined || form.pain !== undefined;
  const name = clean(form.name);
  const rawPhone = clean(form.phone);
  if (!name || !rawPhone) throw new ServiceError('portal.trial.required');
  const company = clean(isSolution ? form.companyName : form.company);
  const email = clean(isSolution ? form.companyEmail : form.email);
  const position = clean(isSolution ? form.role : form.position);
  const remark = clean(isSolution ? form.pain : form.remark);
  refuseMarkup(lang, { name, phone: rawPhone, company, email, position, remark });
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
  };
}
