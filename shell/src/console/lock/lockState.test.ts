import {
  currentLock,
  DEFAULT_IDLE_MINUTES,
  idleMinutesOf,
  isLockedFor,
  LOCK_KEY,
  lockScreen,
  msUntilIdleLock,
  sessionMark,
  subscribeLock,
  unlockScreen,
} from './lockState';

beforeEach(() => localStorage.clear());

describe('the lock state', () => {
  it('locks the session of a token, in storage, and only that session', () => {
    const listener = jest.fn();
    const stop = subscribeLock(listener);
    lockScreen('header.payload.signature-of-session-one');
    expect(localStorage.getItem(LOCK_KEY)).toBe(sessionMark('header.payload.signature-of-session-one'));
    expect(isLockedFor(currentLock(), 'header.payload.signature-of-session-one')).toBe(true);
    // a fresh sign-in is not locked by the old session's lock
    expect(isLockedFor(currentLock(), 'header.payload.signature-of-session-two')).toBe(false);
    expect(isLockedFor(currentLock(), undefined)).toBe(false);
    unlockScreen();
    expect(currentLock()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('hears a lock from another tab (storage event)', () => {
    const listener = jest.fn();
    const stop = subscribeLock(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads the idle minutes from the setting: default, 0 never, capped', () => {
    expect(idleMinutesOf(undefined)).toBe(DEFAULT_IDLE_MINUTES);
    expect(idleMinutesOf('')).toBe(DEFAULT_IDLE_MINUTES);
    expect(idleMinutesOf('abc')).toBe(DEFAULT_IDLE_MINUTES);
    expect(idleMinutesOf(' 5 ')).toBe(5);
    expect(idleMinutesOf('0')).toBe(0);
    expect(idleMinutesOf('-3')).toBe(0);
    expect(idleMinutesOf('100000')).toBe(1440);
    expect(msUntilIdleLock(0, 60_000, 5)).toBe(240_000);
    expect(msUntilIdleLock(0, 300_000, 5)).toBe(0);
  });
});
