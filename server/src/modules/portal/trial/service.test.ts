import { type Language } from '@dis/contract/site';
import { TrialBody } from '@dis/contract';
import { TRIAL_FIELD_MAX } from '@dis/contract/rules';
import { ServiceError } from '../../../common/errors';
import { translate } from '../../../i18n/language';
import cases from '@dis/contract/portal/contact-cases.json';
import { toLead } from './service';
// the refusals' words (the route file registered them when this test imported it)
import '../messages';

const refusal = (form: object, lang: Language = 'zh-cn') => {
  try {
    toLead(form, lang);
  } catch (error) {
    return error instanceof ServiceError ? translate(lang, error.key, error.params) : String(error);
  }
  return 'accepted';
};

describe('trial form → lead', () => {
  it('needs a name and a phone', () => {
    expect(refusal({ name: 'Li', phone: '' })).toBe('请输入姓名和手机号');
    expect(refusal({ name: '  ', phone: '13800138000' })).toBe('请输入姓名和手机号');
    expect(refusal({})).toBe('请输入姓名和手机号');
  });

  it('checks the phone and email formats', () => {
    expect(refusal({ name: 'Li', phone: '12345' })).toBe('请输入正确的手机号码');
    expect(refusal({ name: 'Li', phone: '13800138000', email: 'not-an-email' })).toBe('请输入正确的邮箱地址');
    expect(refusal({ name: 'Li', phone: '+86 13800138000' })).toBe('accepted');
    expect(refusal({ name: 'Li', phone: '025-83123456' })).toBe('accepted');
  });

  // the same table is the browser's (remote-marketing requestForm/contactCheck.test.ts)
  describe('agrees with the browser form on the shared cases (contact-cases.json)', () => {
    it.each(cases.phone.valid)('accepts the phone %p', (phone) => {
      expect(refusal({ name: 'Li', phone })).toBe('accepted');
    });
    it.each(cases.phone.invalid)('refuses the phone %p', (phone) => {
      expect(refusal({ name: 'Li', phone }, 'en')).toBe(cases.messages.phone.en);
      expect(refusal({ name: 'Li', phone })).toBe(cases.messages.phone['zh-cn']);
    });
    it.each(cases.email.valid)('accepts the email %p', (email) => {
      expect(refusal({ name: 'Li', phone: '13800138000', email })).toBe('accepted');
      expect(refusal({ name: 'Li', phone: '13800138000', companyEmail: email })).toBe('accepted');
    });
    it.each(cases.email.invalid)('refuses the email %p', (email) => {
      expect(refusal({ name: 'Li', phone: '13800138000', email }, 'en')).toBe(cases.messages.email.en);
      expect(refusal({ name: 'Li', phone: '13800138000', companyEmail: email })).toBe(
        cases.messages.email['zh-cn'],
      );
    });
    it('says a missing name or phone in the same words', () => {
      expect(refusal({ name: 'Li' }, 'en')).toBe(cases.messages.required.en);
      expect(refusal({ phone: '13800138000' })).toBe(cases.messages.required['zh-cn']);
    });
    it('bounds the same fields to the same lengths', () => {
      expect(TRIAL_FIELD_MAX).toEqual(cases.maxLength);
      const schema = TrialBody.properties as Record<string, { maxLength?: number }>;
      for (const [field, max] of Object.entries(cases.maxLength))
        expect([field, schema[field].maxLength]).toEqual([field, max]);
    });
  });

  it("refuses HTML in any field, naming the field in the visitor's language", () => {
    expect(refusal({ name: '<b>Li</b>', phone: '13800138000' })).toBe('姓名不能包含HTML标签');
    expect(refusal({ name: 'Li', phone: '13800138000', remark: 'see <script>alert(1)</script>' }, 'en')).toBe(
      'Needs and pain points must not contain HTML tags',
    );
    expect(refusal({ name: 'Li', phone: '13800138000', companyName: '<img src=x onerror=alert(1)>' })).toBe(
      '公司名称不能包含HTML标签',
    );
    expect(refusal({ name: 'Li', phone: '13800138000', email: '<a>@b.com' })).toBe('邮箱不能包含HTML标签');
    // angle brackets that are no tag are plain text
    expect(refusal({ name: 'Li', phone: '13800138000', remark: 'TPS < 2500 and latency > 5 ms' })).toBe(
      'accepted',
    );
  });

  it('keeps the trial form fields, trimmed, empty as null', () => {
    expect(
      toLead({
        name: ' 李雷 ',
        phone: '138 0013 8000',
        company: 'ACME',
        email: '',
        position: 'CTO',
        remark: 'x',
        subscribe: true,
        product: ' load ',
      }),
    ).toEqual({
      name: '李雷',
      phone: '13800138000',
      company: 'ACME',
      email: null,
      position: 'CTO',
      remark: 'x',
      subscribe: true,
      source: 'trial',
      // checked against the dictionary by the route (refuseUnknownProduct)
      product: 'load',
    });
    expect(toLead({ name: '李雷', phone: '13800138000', product: '' }).product).toBeNull();
  });

  it('maps the solution form onto the same lead', () => {
    expect(
      toLead({
        name: 'Han',
        phone: '13900139000',
        companyName: 'Bank',
        companyEmail: 'it@bank.cn',
        role: 'Ops',
        pain: 'outages',
      }),
    ).toMatchObject({
      company: 'Bank',
      email: 'it@bank.cn',
      position: 'Ops',
      remark: 'outages',
      source: 'solution',
      subscribe: false,
    });
  });
});
