import { memoryStorage } from '../testing/memoryStorage';
import { isShellChunkError, RELOAD_PAUSE_MS, reloadOnce } from './staleChunk';

const chunkError = (url: string) =>
  Object.assign(new Error(`Loading chunk console failed.\n(error: ${url})`), { name: 'ChunkLoadError' });

describe('a gone chunk of the shell', () => {
  it('is told from a remote chunk and from other errors', () => {
    expect(isShellChunkError(chunkError('http://localhost/chunks/console.1a2b3c4d5e.js'))).toBe(true);
    expect(
      isShellChunkError(new Error('Loading CSS chunk 812 failed.\n(http://localhost/chunks/812.css)')),
    ).toBe(true);
    expect(isShellChunkError(chunkError('http://localhost/mf/system/1/chunks/812.js'))).toBe(false);
    expect(isShellChunkError(new TypeError('x is undefined'))).toBe(false);
    expect(isShellChunkError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads the page once, not again within five minutes, and again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce(reload, storage, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // the reloaded page meets the same gone file: no loop
    expect(reloadOnce(reload, storage, 1_000_000 + 1000)).toBe(false);
    expect(reloadOnce(reload, storage, 1_000_000 + RELOAD_PAUSE_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(reload, storage, 1_000_000 + RELOAD_PAUSE_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the browser keeps no session storage', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce(reload, broken)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
