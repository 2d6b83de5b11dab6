import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getToken } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { afterFirstView } from '../layout/afterFirstView';
import {
  currentLock,
  DEFAULT_IDLE_MINUTES,
  IDLE_CONFIG_KEY,
  idleMinutesOf,
  isLockedFor,
  lastActivity,
  lockScreen,
  msUntilIdleLock,
  recordActivity,
  subscribeLock,
} from './lockState';

/** Whether this session's console is locked (follows the other tabs). */
export function useScreenLocked(): boolean {
  const stored = useSyncExternalStore(subscribeLock, currentLock, () => null);
  return isLockedFor(stored, getToken());
}

/** Locks the console now (the user menu's 锁定屏幕). */
export function useLockScreen(): () => void {
  return useCallback(() => lockScreen(getToken()), []);
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** activity is written to storage at most this often */
const ACTIVITY_WRITE_MS = 5_000;

/**
 * Locks the console after the idle minutes of the setting `sys.lock.idleMinutes` (default 15,
 * 0 never) without activity in any of its tabs. Off while locked.
 */
export function useIdleLock(locked: boolean): void {
  useEffect(() => {
    if (locked) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let minutes = DEFAULT_IDLE_MINUTES;
    let lastWrite = 0;
    const started = Date.now();
    recordActivity(started);

    const schedule = () => {
      if (timer) clearTimeout(timer);
      if (!live || minutes === 0) return;
      const wait = msUntilIdleLock(lastActivity(started), Date.now(), minutes);
      if (wait <= 0) {
        lockScreen(getToken());
        return;
      }
      timer = setTimeout(schedule, Math.min(wait + 250, 2_147_000_000));
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_MS) return;
      lastWrite = now;
      recordActivity(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    // read once the first view has settled (the lock is minutes away)
    void afterFirstView()
      .then(() => fetchConfigValue(IDLE_CONFIG_KEY))
      .then(
        (value) => {
          minutes = idleMinutesOf(value);
          schedule();
        },
        () => schedule(),
      );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [locked]);
}
