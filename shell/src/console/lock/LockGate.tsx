import type { ReactNode } from 'react';
import { LockScreen } from './LockScreen';
import { useIdleLock, useScreenLocked } from './useScreenLock';

/**
 * The console, or the lock screen in its place while this session is locked (from the user menu,
 * after the idle time, or by another tab); the console is not rendered at all behind the lock.
 */
export function LockGate({ children }: { children: ReactNode }) {
  const locked = useScreenLocked();
  useIdleLock(locked);
  return locked ? <LockScreen /> : <>{children}</>;
}
