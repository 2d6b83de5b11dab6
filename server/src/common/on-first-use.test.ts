import { onFirstUse } from './on-first-use';

test('callers at the same moment and later share one load', async () => {
  let loads = 0;
  const get = onFirstUse(async () => ({ n: ++loads }));
  const [a, b] = await Promise.all([get(), get()]);
  const c = await get();
  expect([a, b, c]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  expect(loads).toBe(1);
});

test('a failed load is tried again by the next caller', async () => {
  let loads = 0;
  const get = onFirstUse(async () => {
    loads += 1;
    if (loads === 1) throw new Error('Cannot find package');
    return 'loaded';
  });
  await expect(get()).rejects.toThrow('Cannot find package');
  await expect(get()).resolves.toBe('loaded');
  await expect(get()).resolves.toBe('loaded');
  expect(loads).toBe(2);
});
