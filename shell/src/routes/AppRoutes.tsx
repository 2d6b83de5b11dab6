import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@dis/shared';
import { RouteGuard } from '../guard/RouteGuard';
import { ConsoleApp, LoginPage, NotFoundPage, RegisterPage, UnauthorizedPage } from './lazyPages';
import { PageLoading } from './PageLoading';
import { PublicLayout } from './PublicLayout';
import { PublicPage } from './PublicPage';
import {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PUBLIC_ROUTES,
  REDIRECT_PREFIX,
  REGISTER_PATH,
  UNAUTHORIZED_PATH,
} from './publicRoutes';
import { RedirectPage } from './RedirectPage';
import { WordsGate } from '../words/WordsGate';

const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading fullScreen />}>{page}</Suspense>;

/** Login, register and the error pages, with their words (loaded with them, in the language shown). */
const authPage = (page: ReactNode) =>
  lazyPage(
    <WordsGate bundle="auth" fallback={<PageLoading fullScreen />}>
      {page}
    </WordsGate>,
  );

/** The shell's route map: public site, shell pages, and everything else to the console. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route element={<PublicLayout />}>
          {PUBLIC_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />
          ))}
        </Route>
        <Route path={LOGIN_PATH} element={authPage(<LoginPage />)} />
        <Route path={REGISTER_PATH} element={authPage(<RegisterPage />)} />
        <Route path={NOT_FOUND_PATH} element={authPage(<NotFoundPage />)} />
        <Route path={UNAUTHORIZED_PATH} element={authPage(<UnauthorizedPage />)} />
        <Route path={`${REDIRECT_PREFIX}/*`} element={<RedirectPage />} />
        <Route path="*" element={lazyPage(<ConsoleApp />)} />
      </Route>
    </Routes>
  );
}
