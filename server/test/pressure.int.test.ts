/** @jest-environment ./server/test/native-modules-environment.cjs */
import { setTimeout as sleep } from 'node:timers/promises';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/** Past capacity, 503 at once (docs/site/speed.md). */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ pressure: { maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0 } });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

/** Keeps the event loop busy, as a burst of work would. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('under pressure', () => {
  it('answers normally while the server keeps up', async () => {
    // a whole sample of an idle loop first (starting the app, migrations included, keeps it busy)
    await sleep(1200);
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).statusCode).toBe(200);
  });

  it('turns requests away with 503, Retry-After and the message in the caller’s language', async () => {
    // the load is sampled once a second: keep the loop busy across two samples
    const until = Date.now() + 4000;
    let answer = await t.request({
      method: 'GET',
      url: '/captchaImage',
      headers: { 'accept-language': 'en' },
    });
    while (answer.statusCode !== 503 && Date.now() < until) {
      block(400);
      await sleep(1);
      answer = await t.request({ method: 'GET', url: '/captchaImage', headers: { 'accept-language': 'en' } });
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ code: 503, msg: 'The server is busy; please try again in a moment' });
  });
});
