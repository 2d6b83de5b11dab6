/** @jest-environment ./server/test/native-modules-environment.cjs */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { CacheKeys } from '../../src/cache/store';
import { sysUserTotp } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { secondsLeft } from './store-lifetime';

/**
 * Two-factor sign-in where an attacker would push (docs/security.md "Two-factor sign-in"): one
 * code or one recovery code sent by two requests at the same moment signs in once; an earlier
 * step's code is refused once a later one was used; the ticket between the two steps lasts five
 * minutes and dies with a lock; recovery codes are kept under the installation's key.
 */
const KEY = crypto.randomBytes(32);
const t = setupTestApp({ totpEncryptionKey: KEY.toString('hex') });

type Body = Record<string, unknown> & { code: number; msg: string };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  (await t.request({ method, url, token, payload })).json() as Body;

const STEP = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP);
/** the app's code of a time step */
const codeOf = (secret: string, step: number) => generate({ secret, epoch: step * STEP });

/** Waits until the current step has at least `seconds` left, so a test's codes stay in one window. */
async function roomInStep(seconds = 8) {
  const left = STEP - ((Date.now() / 1000) % STEP);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

interface Enrolled {
  userName: string;
  userId: number;
  secret: string;
  recoveryCodes: string[];
}

/** a user of its own, enrolled through the personal centre */
async function enrolled(userName: string): Promise<Enrolled> {
  const [userId] = await insertUsers(t.app, [{ userName }]);
  const token = await t.login(userName);
  // the step-up: switching two-factor on asks for the password again (docs/security.md "Step-up")
  const started = await call('POST', '/system/user/profile/totp', token, { password: 'admin123' });
  const { secret } = started.data as { secret: string };
  await roomInStep();
  const confirmed = await call('PUT', '/system/user/profile/totp', token, {
    code: await codeOf(secret, stepNow()),
  });
  expect(confirmed).toMatchObject({ code: 200 });
  // the enrolment used this step: the tests start from a clean slate
  await forgetSteps(userId);
  return {
    userName,
    userId,
    secret,
    recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes,
  };
}

async function forgetSteps(userId: number) {
  const keys = [
    ...(await t.app.cache.keys(`totp_last_step:${userId}`)),
    ...(await t.app.cache.keys(`totp_used_step:${userId}:`)),
  ];
  if (keys.length > 0) await t.app.cache.del(...keys);
}

const clearLockout = (userName: string) =>
  t.app.cache.del(`${CacheKeys.passwordErrors}${userName}`, `${CacheKeys.loginFailuresByIp}127.0.0.1`);

/** the password step: the ticket of the second */
async function ticketOf(userName: string): Promise<string> {
  const answer = await call('POST', '/login', undefined, { username: userName, password: 'admin123' });
  expect(answer).toMatchObject({ code: 200, totpRequired: true });
  return answer.ticket as string;
}

const secondStep = (ticket: string, code: string) => call('POST', '/login/totp', undefined, { ticket, code });

/**
 * Two requests truly side by side: each read and each atomic step of the cache store yields to the
 * event loop first, as a store across the network (Redis) does, so that on the in-process store too
 * each request reads before the other writes. (Not `set`: the in-process increment writes through
 * it, and a pause inside would split the one step the store promises.)
 */
async function sideBySide<T>(requests: Array<() => Promise<T>>): Promise<T[]> {
  const store = t.app.cache;
  const spies = (['get', 'take', 'increment', 'del'] as const).map((name) => {
    const original = store[name].bind(store) as (...args: unknown[]) => Promise<unknown>;
    return jest.spyOn(store, name).mockImplementation((async (...args: unknown[]) => {
      await new Promise((resolve) => setImmediate(resolve));
      return original(...args);
    }) as never);
  });
  try {
    return await Promise.all(requests.map((request) => request()));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const WRONG_CODE = { code: 500, msg: '验证码错误' };
const TIMED_OUT = { code: 500, msg: '登录已超时，请重新输入账号和密码' };

describe('two-factor codes are spent once, whatever arrives at the same moment', () => {
  it('signs in once when two sign-ins send one code of the app at the same moment', async () => {
    const user = await enrolled('race-app');
    await roomInStep();
    const [first, second] = [await ticketOf(user.userName), await ticketOf(user.userName)];
    const code = await codeOf(user.secret, stepNow());
    const answers = await sideBySide([() => secondStep(first, code), () => secondStep(second, code)]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.code !== 200)).toEqual(WRONG_CODE);
    await clearLockout(user.userName);
  });

  it('signs in once when two sign-ins send one recovery code at the same moment', async () => {
    const user = await enrolled('race-recovery');
    const [first, second] = [await ticketOf(user.userName), await ticketOf(user.userName)];
    const [code] = user.recoveryCodes;
    const answers = await sideBySide([() => secondStep(first, code), () => secondStep(second, code)]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.code !== 200)).toEqual(WRONG_CODE);
    const session = answers.find((answer) => answer.code === 200)!.token as string;
    expect(await call('GET', '/system/user/profile/totp', session)).toMatchObject({
      data: { enabled: true, recoveryCodesLeft: 9 },
    });
    await clearLockout(user.userName);
  });

  it('refuses a code of an earlier step once a later one was accepted', async () => {
    const user = await enrolled('earlier-step');
    await roomInStep();
    const now = stepNow();
    expect(await secondStep(await ticketOf(user.userName), await codeOf(user.secret, now))).toMatchObject({
      code: 200,
    });
    // the previous step's code is still inside the drift window, and never used: refused all the same
    expect(await secondStep(await ticketOf(user.userName), await codeOf(user.secret, now - 1))).toEqual(
      WRONG_CODE,
    );
    await clearLockout(user.userName);
  });
});

describe('the ticket between the password and the code', () => {
  let user: Enrolled;
  beforeAll(async () => {
    user = await enrolled('ticket-user');
  }, START_TIMEOUT);
  afterEach(() => clearLockout(user.userName));

  const ticketKey = (ticket: string) =>
    `totp_ticket:${crypto.createHash('sha256').update(ticket).digest('hex')}`;

  it('lasts five minutes', async () => {
    const ticket = await ticketOf(user.userName);
    const left = await secondsLeft(t, ticketKey(ticket));
    expect(left).toBeGreaterThan(5 * 60 - 30);
    expect(left).toBeLessThanOrEqual(5 * 60);
  });

  it('dies with the lock: unlocked by an administrator, the old ticket is refused with the right code', async () => {
    await forgetSteps(user.userId);
    const ticket = await ticketOf(user.userName);
    // the password's attempt is the first of five; the fifth wrong try locks
    for (let i = 0; i < 4; i += 1) expect(await secondStep(ticket, '000000')).toEqual(WRONG_CODE);
    expect(await secondStep(ticket, '000000')).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    const admin = await t.login('admin');
    expect(await call('GET', `/monitor/logininfor/unlock/${user.userName}`, admin)).toMatchObject({
      code: 200,
    });
    await roomInStep();
    expect(await secondStep(ticket, await codeOf(user.secret, stepNow()))).toEqual(TIMED_OUT);
    // a new sign-in from the start works
    expect(
      await secondStep(await ticketOf(user.userName), await codeOf(user.secret, stepNow())),
    ).toMatchObject({ code: 200 });
  });
});

describe('recovery codes at rest', () => {
  it('are kept only as HMAC-SHA-256 under the installation’s key, so the table alone tests no guess', async () => {
    const user = await enrolled('hashed-codes');
    const [row] = await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, user.userId));
    const stored = JSON.parse(row.recoveryCodes!) as string[];
    const keyed = (key: Buffer, code: string) =>
      crypto
        .createHmac('sha256', key)
        .update(`recovery:${code.replace('-', '')}`)
        .digest('hex');
    expect(stored.sort()).toEqual(user.recoveryCodes.map((code) => keyed(KEY, code)).sort());
  });
});
