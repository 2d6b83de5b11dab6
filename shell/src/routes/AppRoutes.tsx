import { Route, Routes } from '@dis/shared';
import { RouteGuard } from '../guard/RouteGuard';
import { ConsoleApp, LoginPage, NotFoundPage, RegisterPage, UnauthorizedPage } from './lazyPages';
import { authPage, lazyPage } from './authPage';
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
        <Route path={LOGIN_PATH} element={authPage(<LoginPage beforeEnter={ConsoleApp.preload} />)} />
        <Route path={REGISTER_PATH} element={authPage(<RegisterPage />)} />
        <Route path={NOT_FOUND_PATH} element={authPage(<NotFoundPage />)} />
        <Route path={UNAUTHORIZED_PATH} element={authPage(<UnauthorizedPage />)} />
        <Route path={`${REDIRECT_PREFIX}/*`} element={<RedirectPage />} />
        <Route path="*" element={lazyPage(<ConsoleApp />)} />
      </Route>
    </Routes>
  );
}
