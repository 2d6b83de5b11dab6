/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { like } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../src/config';
import { sysLogininfor } from '../../src/db/schema';
import { MAX_FAILURES_PER_IP } from '../../src/modules/auth/service';
import { START_TIMEOUT, startTestApp, type TestApp } from '../helper';

/**
 * The client's address is read through exactly the proxies TRUST_PROXY names (docs/security.md
 * "Proxy trust"): a visitor rotating forged `X-Forwarded-For` values neither escapes the
 * per-address login throttle nor writes the address of their choice into the login log.
 */

/** The visitor's real address, as the (one) proxy appends it. */
const REAL = '203.0.113.7';
const PROXY = '127.0.0.1';
// past MAX_FAILURES_PER_IP (20), short of DELAY_AFTER_FAILURES_PER_IP (40): beyond it each answer
// waits a second more, which made this file a minute long and is not what it tests (the delay's
// own test: server/src/modules/auth/throttle-delay.test.ts)
const ATTEMPTS = 30;
const BAD_CREDENTIALS = '用户不存在/密码错误';
/** past the per-address failures, a captcha is asked for (docs/security.md "Throttle and lockout") */
const THROTTLED = '登录失败次数过多，请输入验证码';

describe('TRUST_PROXY=true', () => {
  it('is refused at start with a message saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would believe any X-Forwarded-For a visitor sends; set the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses/subnets (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  });
});

const setups: Array<{
  name: string;
  env: string | undefined;
  /** the peer the server sees and what the proxy (if any) forwards after the visitor's forgery */
  request: (forged: string) => { remoteAddress: string; forwardedFor: string };
}> = [
  {
    name: 'one hop (TRUST_PROXY=1) behind a proxy appending the address',
    env: '1',
    request: (forged) => ({ remoteAddress: PROXY, forwardedFor: `${forged}, ${REAL}` }),
  },
  {
    name: 'the proxy by address (TRUST_PROXY=127.0.0.1)',
    env: PROXY,
    request: (forged) => ({ remoteAddress: PROXY, forwardedFor: `${forged}, ${REAL}` }),
  },
  {
    name: 'no proxy trusted (the default), the visitor reaching the server directly',
    env: undefined,
    request: (forged) => ({ remoteAddress: REAL, forwardedFor: forged }),
  },
];

describe.each(setups)('$name', ({ env, request }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: loadConfig({ TRUST_PROXY: env }).trustProxy });
  }, START_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it(`throttles ${ATTEMPTS} failed logins with rotating forged X-Forwarded-For by the real address, and logs that address`, async () => {
    const answers: Array<{ status: number; code: number; msg: string }> = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const forged = `198.51.100.${i + 1}`;
      const { remoteAddress, forwardedFor } = request(forged);
      // a new user name each time: only the per-address throttle can stop them
      const response = await t.request({
        method: 'POST',
        url: '/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: `ghost${i}`, password: 'wrong-password' },
      });
      const body = response.json() as { code: number; msg: string };
      answers.push({ status: response.statusCode, code: body.code, msg: body.msg });
    }
    // the first MAX_FAILURES_PER_IP are checked, every later one must answer a captcha its address is
    // asked for (or is refused by the route's rate limit of 60 a minute, which counts the same address)
    expect(answers.slice(0, MAX_FAILURES_PER_IP).map((answer) => answer.msg)).toEqual(
      Array(MAX_FAILURES_PER_IP).fill(BAD_CREDENTIALS),
    );
    for (const answer of answers.slice(MAX_FAILURES_PER_IP)) {
      expect([THROTTLED, '访问过于频繁，请稍候再试']).toContain(answer.msg);
    }
    expect(answers.filter((answer) => answer.msg === THROTTLED).length).toBeGreaterThan(0);

    const rows = await t.app.db
      .select({ ipaddr: sysLogininfor.ipaddr, msg: sysLogininfor.msg })
      .from(sysLogininfor)
      .where(like(sysLogininfor.userName, 'ghost%'));
    expect(rows.length).toBeGreaterThanOrEqual(MAX_FAILURES_PER_IP + 1);
    expect(new Set(rows.map((row) => row.ipaddr))).toEqual(new Set([REAL]));
    expect(rows.filter((row) => row.msg === THROTTLED).length).toBeGreaterThan(0);
  });
});
