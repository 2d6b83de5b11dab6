import { BACKLOG_LIMIT, DurableWriter, retryOnOutage } from './durable-write';

/** What node-postgres throws when the server terminated the session (SQLSTATE 57P01). */
const dropped = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
const NO_WAIT = [0, 0, 0];

describe('retryOnOutage', () => {
  it('tries again after a lost connection, up to one more time per delay', async () => {
    const write = jest
      .fn()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(dropped())
      .mockResolvedValue('ok');
    await expect(retryOnOutage(write, NO_WAIT)).resolves.toBe('ok');
    expect(write).toHaveBeenCalledTimes(3);
    const always = jest.fn().mockRejectedValue(dropped());
    await expect(retryOnOutage(always, NO_WAIT)).rejects.toThrow('terminating connection');
    expect(always).toHaveBeenCalledTimes(4);
  });

  it('never repeats a write the database refused for what it is', async () => {
    const refused = jest.fn().mockRejectedValue(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(retryOnOutage(refused, NO_WAIT)).rejects.toThrow('duplicate key');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('DurableWriter', () => {
  beforeEach(() => jest.clearAllMocks());

  it('keeps what cannot be written yet, and writes it later in the order it came', async () => {
    const written: string[] = [];
    let down = true;
    const writer = new DurableWriter<string>(
      async (entry) => {
        if (down) throw dropped();
        written.push(entry);
      },
      log,
      'test log',
      NO_WAIT,
    );
    await writer.add('a');
    await writer.add('b');
    expect(writer.waiting).toBe(2);
    down = false;
    // a new entry goes behind those waiting, not ahead of them
    await writer.add('c');
    await writer.flush();
    expect(written).toEqual(['a', 'b', 'c']);
    expect(writer.waiting).toBe(0);
    await writer.close();
  });

  it('throws a refusal at once, and drops the oldest entry (logged) when the backlog is full', async () => {
    const writer = new DurableWriter<number>(async () => Promise.reject(dropped()), log, 'test log', []);
    for (let index = 0; index <= BACKLOG_LIMIT; index += 1) await writer.add(index);
    expect(writer.waiting).toBe(BACKLOG_LIMIT);
    expect(log.error).toHaveBeenCalledWith(
      { entry: 0 },
      'test log: backlog full, the oldest entry is dropped',
    );
    await writer.close();
    // what could not be written before the end is in the log, whole
    expect(log.error).toHaveBeenCalledWith(
      { entry: BACKLOG_LIMIT },
      'test log: not written before the server stopped',
    );
    const refusing = new DurableWriter<number>(
      async () => Promise.reject(new Error('value too long')),
      log,
      'test log',
      NO_WAIT,
    );
    await expect(refusing.add(1)).rejects.toThrow('value too long');
    expect(refusing.waiting).toBe(0);
  });
});
