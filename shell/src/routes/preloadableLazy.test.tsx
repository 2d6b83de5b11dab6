import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadableLazy';

function Page({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{`${label} ${clicks}`}</button>;
}

/** A module load that resolves when the test says so, counting how often it was asked for. */
function deferredModule(ready?: () => Promise<void>) {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((done) => (resolve = done));
  const load = jest.fn(async () => {
    await loaded;
    return { default: Page, ...(ready ? { ready } : {}) };
  });
  return { load, resolve };
}

const view = (Component: React.ComponentType<{ label: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Component label="page" />
  </Suspense>
);

it('suspends like lazy when its code was not asked for ahead', async () => {
  const { load, resolve } = deferredModule();
  const Lazy = preloadableLazy(load);
  render(view(Lazy));
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => resolve());
  expect(await screen.findByText('page 0')).toBeTruthy();
});

it('renders at once, with no fallback, once preloaded', async () => {
  const { load, resolve } = deferredModule();
  const Lazy = preloadableLazy(load);
  const preloaded = Lazy.preload();
  resolve();
  await preloaded;
  render(view(Lazy));
  // in the very first commit: no fallback was ever shown
  expect(screen.getByText('page 0')).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
});

it('loads once for a preload and a render made while it is on its way, and again after a failure', async () => {
  const { load, resolve } = deferredModule();
  const Lazy = preloadableLazy(load);
  const preloaded = Lazy.preload();
  render(view(Lazy));
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => resolve());
  await preloaded;
  expect(await screen.findByText('page 0')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);

  const failing = jest
    .fn<Promise<{ default: typeof Page }>, []>()
    .mockRejectedValueOnce(new Error('chunk missing'))
    .mockResolvedValue({ default: Page });
  const Retried = preloadableLazy(failing);
  await expect(Retried.preload()).rejects.toThrow('chunk missing');
  await Retried.preload();
  expect(failing).toHaveBeenCalledTimes(2);
  render(view(Retried));
  expect(screen.getAllByText('page 0')).toHaveLength(2);
});

it('waits for what the module says its first render reads before it counts as preloaded', async () => {
  let wordsIn: () => void = () => undefined;
  const words = new Promise<void>((done) => (wordsIn = done));
  const { load, resolve } = deferredModule(() => words);
  const Lazy = preloadableLazy(load);
  let settled = false;
  const preloaded = Lazy.preload().then(() => (settled = true));
  resolve();
  await act(async () => undefined);
  expect(settled).toBe(false);
  wordsIn();
  await preloaded;
  expect(settled).toBe(true);
});

it('keeps a shown instance mounted when the code arrives later (its state survives a re-render)', async () => {
  const { load, resolve } = deferredModule();
  const Lazy = preloadableLazy(load);
  const { rerender } = render(view(Lazy));
  await act(async () => resolve());
  await act(async () => (await screen.findByText('page 0')).click());
  expect(screen.getByText('page 1')).toBeTruthy();
  await act(async () => Lazy.preload());
  rerender(view(Lazy));
  expect(screen.getByText('page 1')).toBeTruthy();
});
