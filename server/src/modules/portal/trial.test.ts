import { ServiceError } from '../../common/errors';
import { toLead } from './trial';

const refusal = (form: object) => {
  try {
    toLead(form);
  } catch (error) {
    return error instanceof ServiceError ? error.key : String(error);
  }
  return 'accepted';
};

describe('trial form → lead', () => {
  it('needs a name and a phone', () => {
    expect(refusal({ name: 'Li', phone: '' })).toBe('portal.trial.required');
    expect(refusal({ name: '  ', phone: '13800138000' })).toBe('portal.trial.required');
    expect(refusal({})).toBe('portal.trial.required');
  });

  it('checks the phone and email formats', () => {
    expect(refusal({ name: 'Li', phone: '12345' })).toBe('portal.trial.phone');
    expect(refusal({ name: 'Li', phone: '13800138000', email: 'not-an-email' })).toBe('portal.trial.email');
    expect(refusal({ name: 'Li', phone: '+86 13800138000' })).toBe('accepted');
    expect(refusal({ name: 'Li', phone: '025-83123456' })).toBe('accepted');
  });

  it('keeps the trial form fields, trimmed, empty as null', () => {
    expect(
      toLead({ name: ' 李雷 ', phone: '138 0013 8000', company: 'ACME', email: '', position: 'CTO', remark: 'x', subscribe: true }),
    ).toEqual({
      name: '李雷',
      phone: '13800138000',
      company: 'ACME',
      email: null,
      position: 'CTO',
      remark: 'x',
      subscribe: true,
      source: 'trial',
    });
  });

  it('maps the solution form onto the same lead', () => {
    expect(
      toLead({ name: 'Han', phone: '13900139000', companyName: 'Bank', companyEmail: 'it@bank.cn', role: 'Ops', pain: 'outages' }),
    ).toMatchObject({ company: 'Bank', email: 'it@bank.cn', position: 'Ops', remark: 'outages', source: 'solution', subscribe: false });
  });
});
