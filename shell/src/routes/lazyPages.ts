import { lazy } from 'react';

/** The shell's pages outside the public site, each its own small chunk; the console is one chunk. */
export const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../login/LoginPage'));
export const RegisterPage = lazy(() => import(/* webpackChunkName: "register" */ '../register/RegisterPage'));
export const NotFoundPage = lazy(() => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'));
export const UnauthorizedPage = lazy(
  () => import(/* webpackChunkName: "errors" */ '../errors/UnauthorizedPage'),
);
export const ConsoleApp = lazy(() => import(/* webpackChunkName: "console" */ '../console/ConsoleApp'));
