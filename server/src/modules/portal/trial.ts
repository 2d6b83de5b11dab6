import { ServiceError } from '../../common/errors';

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

/** Mainland mobile numbers (optionally +86), or a landline with area code. */
const PHONE = /^(?:(?:\+?86[- ]?)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const clean = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Turns either form into one lead, or refuses with the message the visitor sees: name and phone
 * are required, phone and email must look like one.
 */
export function toLead(form: TrialForm): LeadInput {
  const isSolution = form.companyName !== undefined || form.companyEmail !== undefined || form.pain !== undefined;
  const name = clean(form.name);
  const phone = clean(form.phone)?.replace(/\s+/g, '') ?? null;
  if (!name || !phone) throw new ServiceError('portal.trial.required');
  if (!PHONE.test(phone)) throw new ServiceError('portal.trial.phone');
  const email = clean(isSolution ? form.companyEmail : form.email);
  if (email && !EMAIL.test(email)) throw new ServiceError('portal.trial.email');
  return {
    name,
    phone,
    company: clean(isSolution ? form.companyName : form.company),
    email,
    position: clean(isSolution ? form.role : form.position),
    remark: clean(isSolution ? form.pain : form.remark),
    subscribe: form.subscribe === true,
    source: isSolution ? 'solution' : 'trial',
  };
}
