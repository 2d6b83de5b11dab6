import { normalizeEnvelope } from './normalize';

const t = (key: string) => `<${key}>`;

describe('normalizeEnvelope (docs/product.md §8)', () => {
  it('treats a missing code as success', () => {
    expect(normalizeEnvelope({ msg: 'x' }, t)).toEqual({ ok: true, body: { msg: 'x' } });
    expect(normalizeEnvelope({ code: 200, msg: '操作成功' }, t).ok).toBe(true);
  });

  it('401 is an expired session with the fixed rejection text', () => {
    expect(normalizeEnvelope({ code: 401, msg: 'whatever' }, t)).toEqual({
      ok: false,
      code: 401,
      message: '<request.sessionExpired>',
      level: 'sessionExpired',
    });
  });

  it('500 shows the server message as an error; 601 as a warning', () => {
    expect(normalizeEnvelope({ code: 500, msg: '用户不存在/密码错误' }, t)).toMatchObject({
      level: 'error',
      message: '用户不存在/密码错误',
    });
    expect(normalizeEnvelope({ code: 601, msg: '存在子菜单,不允许删除' }, t)).toMatchObject({
      level: 'warning',
    });
  });

  it('403 and 404 use the code table; other codes notify with msg or the default', () => {
    expect(normalizeEnvelope({ code: 403, msg: '没有权限' }, t)).toMatchObject({
      message: '<request.403>',
      level: 'notify',
    });
    expect(normalizeEnvelope({ code: 404 }, t)).toMatchObject({ message: '<request.404>' });
    expect(normalizeEnvelope({ code: 418 }, t)).toMatchObject({
      message: '<request.default>',
      level: 'notify',
    });
    expect(normalizeEnvelope({ code: 418, msg: 'teapot' }, t)).toMatchObject({ message: 'teapot' });
  });
});
