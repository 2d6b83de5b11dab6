import turnPlugin from './turnPlugin';

describe('the turn before a remote container starts (docs/site/speed.md "Paint first")', () => {
  it('hands the options on unchanged, only after the browser has had a task of its own', async () => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} };
    const hook = turnPlugin().beforeInitContainer as unknown as (value: typeof args) => Promise<typeof args>;
    let started: unknown;
    void hook(args).then((value) => (started = value));
    // everything the finished load would run in its own task: not enough
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(started).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve();
    expect(started).toBe(args);
  });
});
