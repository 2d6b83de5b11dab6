import { lazy, Suspense, type ReactNode } from 'react';
import { useIdleLock, useScreenLocked } from './useScreenLock';

/**
 * The lock screen's code (its form, clock and styles) loads when the screen is first locked: a
 * console that is not locked does not download it with its first view.
 */
const LockScreen = lazy(() =>
  import(/* webpackChunkName: "lock-screen" */ './LockScreen').then((module) => ({
    default: module.LockScreen,
  })),
);

/**
 * The console, or the lock screen in its place while this session is locked (from the user menu,
 * after the idle time, or by another tab); the console is not rendered at all behind the lock,
 * nor while the lock screen's code is on its way.
 */
export function LockGate({ children }: { children: ReactNode }) {
  const locked = useScreenLocked();
  useIdleLock(locked);
  return locked ? (
    <Suspense fallback={null}>
      <LockScreen />
    </Suspense>
  ) : (
    <>{children}</>
  );
}
