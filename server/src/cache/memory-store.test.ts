import { MemoryCacheStore } from './memory-store';

describe('MemoryCacheStore', () => {
  let now = 0;
  const store = new MemoryCacheStore(() => now);

  afterAll(() => store.close());

  it('keeps values until their time to live runs out', async () => {
    await store.set('a', '1', 10);
    await store.set('forever', 'x');
    now += 9_999;
    expect(await store.get('a')).toBe('1');
    now += 1;
    expect(await store.get('a')).toBeNull();
    expect(await store.get('forever')).toBe('x');
  });

  it('takes a value once', async () => {
    await store.set('captcha', '42', 120);
    expect(await store.take('captcha')).toBe('42');
    expect(await store.take('captcha')).toBeNull();
  });

  it('sets a value only where none is, until it expires', async () => {
    expect(await store.setIfAbsent('claim', 'first', 90)).toBe(true);
    expect(await store.setIfAbsent('claim', 'second', 90)).toBe(false);
    expect(await store.get('claim')).toBe('first');
    now += 90_000;
    expect(await store.setIfAbsent('claim', 'third', 90)).toBe(true);
    expect(await store.get('claim')).toBe('third');
  });

  it('counts and renews the time to live on each increment', async () => {
    expect(await store.increment('fails', 60)).toBe(1);
    now += 50_000;
    expect(await store.increment('fails', 60)).toBe(2);
    now += 50_000;
    expect(await store.get('fails')).toBe('2');
    now += 10_001;
    expect(await store.increment('fails', 60)).toBe(1);
  });

  it('lists live keys by prefix and deletes them', async () => {
    await store.set('login_tokens:a', '{}', 5);
    await store.set('login_tokens:b', '{}', 100);
    await store.set('sys_dict:x', '[]');
    now += 6_000;
    expect((await store.keys('login_tokens:')).sort()).toEqual(['login_tokens:b']);
    expect(await store.del('login_tokens:b', 'login_tokens:a', 'nothing')).toBe(1);
    expect(await store.keys('login_tokens:')).toEqual([]);
  });
});
