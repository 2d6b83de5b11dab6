import { MemoryCacheStore } from '../../../cache/memory-store';
import { CAPTCHA_TTL_SECONDS, checkCaptcha, issueCaptcha } from './service';

describe('captcha answers', () => {
  let now = 1_000_000;
  const store = new MemoryCacheStore(() => now);

  afterAll(() => store.close());

  it('live two minutes', async () => {
    expect(CAPTCHA_TTL_SECONDS).toBe(120);
    const { uuid } = await issueCaptcha(store);
    now += 119_000;
    expect(await store.get(`captcha_codes:${uuid}`)).not.toBeNull();
    now += 2_000;
    expect(await checkCaptcha(store, '0', uuid)).toBe('expired');
  });

  it('can be used once, right or wrong', async () => {
    const { uuid } = await issueCaptcha(store);
    const answer = (await store.get(`captcha_codes:${uuid}`))!;
    expect(await checkCaptcha(store, ` ${answer} `, uuid)).toBe('ok');
    expect(await checkCaptcha(store, answer, uuid)).toBe('expired');

    const second = await issueCaptcha(store);
    const secondAnswer = (await store.get(`captcha_codes:${second.uuid}`))!;
    expect(await checkCaptcha(store, `${secondAnswer}9`, second.uuid)).toBe('wrong');
    expect(await checkCaptcha(store, secondAnswer, second.uuid)).toBe('expired');
  });

  it('need an id', async () => {
    expect(await checkCaptcha(store, '1', undefined)).toBe('expired');
  });
});
