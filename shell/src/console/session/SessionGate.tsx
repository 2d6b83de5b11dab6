import { useEffect, useRef, type ReactNode } from 'react';
import { getToken, Navigate, useLocation, useNavigate } from '@dis/shared';
import { sessionCleared, tokenSet, useAppDispatch, useAppSelector } from '@dis/shared/store';
import { loginReturningTo } from '../../auth/redirectTarget';
import { endSession, loadSession } from '../../auth/session';
import type { LoginPageState } from '../../login/loginPageState';
import { LOGIN_PATH } from '../../routes/publicRoutes';
import { ConsoleLoading } from './ConsoleLoading';
import { sessionStep } from './sessionStep';

/**
 * Renders the console once the session is loaded (docs/product.md §4). The URL is left as it is while user
 * info and routes load, so the console then shows the page that was asked for. If loading fails
 * the session ends and the login page shows why.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const cookieToken = getToken();
  const storeToken = useAppSelector((s) => s.user.token);
  const infoLoaded = useAppSelector((s) => s.user.infoLoaded);
  const routesLoaded = useAppSelector((s) => s.permission.loaded);
  const step = sessionStep({ cookieToken, storeToken, infoLoaded, routesLoaded });
  const loading = useRef(false);

  useEffect(() => {
    if (step === 'signedOut' && storeToken) dispatch(sessionCleared());
    if (step === 'resync' && cookieToken) {
      dispatch(sessionCleared());
      dispatch(tokenSet(cookieToken));
    }
    if (step !== 'load' || loading.current) return;
    loading.current = true;
    dispatch(loadSession())
      .unwrap()
      .catch(async (error: { message?: string }) => {
        await dispatch(endSession());
        const state: LoginPageState = { error: error.message };
        navigate(loginReturningTo(`${pathname}${search}`), { replace: true, state });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [step, cookieToken, storeToken, dispatch, navigate, pathname, search]);

  if (step === 'signedOut') return <Navigate to={LOGIN_PATH} replace />;
  if (step !== 'ready') return <ConsoleLoading />;
  return <>{children}</>;
}
