import { lazy } from 'react';
import { preloadableLazy } from './preloadableLazy';

/** The shell's pages outside the public site, each its own small chunk; the console is one chunk. */
export const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../login/LoginPage'));
export const RegisterPage = lazy(() => import(/* webpackChunkName: "register" */ '../register/RegisterPage'));
export const NotFoundPage = lazy(() => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'));
export const UnauthorizedPage = lazy(
  () => import(/* webpackChunkName: "errors" */ '../errors/UnauthorizedPage'),
);
/** Preloaded before the first render of a console address (`mount.tsx`, `firstViewCode`). */
export const ConsoleApp = preloadableLazy(
  () => import(/* webpackChunkName: "console" */ '../console/ConsoleApp'),
);
