import { ServiceError } from './errors';
import { assertStorableText, unstorableText } from './storable-text';

describe('unstorableText', () => {
  it('finds a NUL and a surrogate without its other half', () => {
    expect(unstorableText('a\u0000b')).toBe('validation.nul');
    expect(unstorableText('\u0000')).toBe('validation.nul');
    expect(unstorableText('x\ud800')).toBe('validation.surrogate');
    expect(unstorableText('\ud800x')).toBe('validation.surrogate');
    expect(unstorableText('\udc00')).toBe('validation.surrogate');
    expect(unstorableText('😀\udc00')).toBe('validation.surrogate');
    expect(unstorableText('\ud83d\ud83d\ude00')).toBe('validation.surrogate');
  });

  it('lets any other text through: pairs, other controls, the replacement character', () => {
    for (const text of ['', 'plain', '中文', '😀', 'a😀b😀', '\t\r\n\u0001\u007f', '\ufffd', '\\u0000']) {
      expect([text, unstorableText(text)]).toEqual([text, null]);
    }
  });

  it('refuses naming the field', () => {
    expect(() => assertStorableText('a\u0000', 'postName')).toThrow(ServiceError);
    try {
      assertStorableText('\ud800', 'remark');
    } catch (error) {
      expect(error).toMatchObject({ key: 'validation.surrogate', params: { field: 'remark' } });
    }
    expect(() => assertStorableText('ok', 'remark')).not.toThrow();
  });
});
