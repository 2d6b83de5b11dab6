import { screen } from '@testing-library/react';
// the server's table: both sides accept and refuse the same input, with the same words
import cases from '@dis/contract/portal/contact-cases.json';
import zhSite from '../../locales/zh-cn/marketing.json';
import enSite from '../../locales/en/marketing.json';
import zhSolution from '../../locales/zh-cn/marketing-solution.json';
import enSolution from '../../locales/en/marketing-solution.json';
import { TrialForm } from '../home/TrialForm';
import { renderSite } from '../renderSite.test-utils';
import { SolutionForm } from '../solution/SolutionForm';
import { checkContact, REQUEST_FIELD_MAX } from './contactCheck';

describe('the request forms check contacts as the server does (contact-cases.json)', () => {
  it.each(cases.phone.valid)('accepts the phone %p', (phone) => {
    expect(checkContact('Li', phone, '')).toEqual({});
  });

  it.each(cases.phone.invalid)('refuses the phone %p', (phone) => {
    expect(checkContact('Li', phone, '')).toEqual({ phone: 'badPhone' });
  });

  it.each(cases.email.valid)('accepts the email %p', (email) => {
    expect(checkContact('Li', '13800138000', email)).toEqual({});
  });

  it.each(cases.email.invalid)('refuses the email %p', (email) => {
    expect(checkContact('Li', '13800138000', email)).toEqual({ email: 'badEmail' });
  });

  it('says so in the words of the server, in both languages and both forms', () => {
    for (const [lang, form] of [
      ['zh-cn', zhSite.home.trial],
      ['en', enSite.home.trial],
      ['zh-cn', zhSolution.form],
      ['en', enSolution.form],
    ] as const) {
      expect({ lang, missing: form.missing, badPhone: form.badPhone, badEmail: form.badEmail }).toEqual({
        lang,
        missing: cases.messages.required[lang],
        badPhone: cases.messages.phone[lang],
        badEmail: cases.messages.email[lang],
      });
    }
  });

  it('bounds every field to the length the server takes', async () => {
    expect(REQUEST_FIELD_MAX).toEqual(cases.maxLength);
    const lengths = () =>
      Object.fromEntries(
        [
          ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
            // the honeypot is no field of the visitor's (docs/sales/leads.md "Spam")
            'form input:not([type=checkbox]):not([name=website]), form textarea',
          ),
        ].map((field) => [field.name, field.maxLength]),
      );
    const trial = await renderSite(<TrialForm />);
    await screen.findByRole('button', { name: '提交申请' });
    const { name, phone, company, email, position, remark } = cases.maxLength;
    expect(lengths()).toEqual({ name, phone, company, email, position, remark });
    trial.unmount();

    await renderSite(<SolutionForm />, '/Solution');
    await screen.findByRole('button', { name: '提交咨询' });
    const { companyName, companyEmail, role, pain } = cases.maxLength;
    expect(lengths()).toEqual({ name, phone, companyName, companyEmail, role, pain });
  });
});
