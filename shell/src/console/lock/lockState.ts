/**
 * Whether the console is locked (docs/system/notice.md "Lock screen"). The lock is kept in
 * localStorage, so it survives a reload and reaches the console's other tabs (storage event). It
 * belongs to one session: a lock is recorded with a mark of the session's token, and a fresh
 * sign-in (a new token) is not locked by a lock of the old one.
 */
export const LOCK_KEY = 'screen-lock';
/** when the user last did something in any tab (ms), for the idle lock */
export const ACTIVITY_KEY = 'screen-lock-activity';

/** The idle minutes before the console locks: setting `sys.lock.idleMinutes`; 0 never. */
export const IDLE_CONFIG_KEY = 'sys.lock.idleMinutes';
export const DEFAULT_IDLE_MINUTES = 15;
const MAX_IDLE_MINUTES = 24 * 60;

/** The session's mark: the end of its token (enough to tell sessions apart, useless as a token). */
export function sessionMark(token: string | undefined): string {
  return token ? token.slice(-12) : '';
}

/** Whether a stored lock value locks the session of this token. */
export function isLockedFor(stored: string | null, token: string | undefined): boolean {
  return stored !== null && token !== undefined && stored === sessionMark(token);
}

/**
 * The idle minutes from the setting's text: the default when absent or not a number, 0 (never)
 * when 0 or below, at most a day.
 */
export function idleMinutesOf(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (text === '' || !/^-?\d+$/.test(text)) return DEFAULT_IDLE_MINUTES;
  const minutes = Number(text);
  if (minutes <= 0) return 0;
  return Math.min(minutes, MAX_IDLE_MINUTES);
}

/** How long until the idle lock, from the last activity in any tab; 0 or less: lock now. */
export function msUntilIdleLock(lastActivity: number, now: number, idleMinutes: number): number {
  return lastActivity + idleMinutes * 60_000 - now;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The stored lock (the session mark it locks), or null. */
export function storedLock(): string | null {
  return read(LOCK_KEY);
}

/** Locks the console of this session, in this tab and the others. */
export function lockScreen(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(LOCK_KEY, sessionMark(token));
  } catch {
    // storage refused (private mode): this tab still locks
    memoryLock = sessionMark(token);
  }
  notify();
}

/** Ends the lock, here and in the other tabs. */
export function unlockScreen(): void {
  memoryLock = null;
  try {
    localStorage.removeItem(LOCK_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

let memoryLock: string | null = null;

/** The lock in effect: storage first, this tab's memory when storage refused it. */
export function currentLock(): string | null {
  return storedLock() ?? memoryLock;
}

/** Calls `listener` when the lock changes in this tab or another. */
export function subscribeLock(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCK_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Records activity for the idle lock of every tab. */
export function recordActivity(now: number): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // the tab's own timer still counts
  }
}

/** The last activity any tab recorded, or `fallback`. */
export function lastActivity(fallback: number): number {
  const value = Number(read(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? Math.max(value, 0) : fallback;
}
