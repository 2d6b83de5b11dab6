import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UNLOCK_FIELD_MAX } from '@dis/contract/rules';
import { parseTime, useNavigate, useTranslation } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { useAppDispatch, useAppSelector, useServerTimeZone } from '@dis/shared/store';
import { Avatar, Button, Input, LockOutlined, UnlockOutlined } from '@dis/ui';
import { endSession } from '../../auth/session';
import { LOGIN_PATH } from '../../routes/publicRoutes';
import { unlockScreen } from './lockState';
import './lockScreen.css';

/**
 * `HH:mm` and `yyyy-MM-dd` of a time in the server's zone, for the lock screen's clock
 * (docs/product.md §9 "One clock").
 */
export function clockOf(date: Date, timeZone?: string): { time: string; day: string } {
  return {
    time: parseTime(date, '{h}:{i}', timeZone),
    day: parseTime(date, '{y}-{m}-{d}', timeZone),
  };
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 锁定屏幕: shown instead of the whole console (nothing of it is rendered behind), with the user's
 * avatar and name, a clock and the password. 解锁 asks `POST /unlockscreen` and shows its answer;
 * 退出重新登录 ends the session (docs/system/notice.md "Lock screen").
 */
export function LockScreen() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const nickName = useAppSelector((s) => s.user.nickName || s.user.name);
  const avatar = useAppSelector((s) => s.user.avatar);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const clock = clockOf(useClock(), useServerTimeZone());

  useEffect(() => {
    live.current = true;
    // the lock screen is all there is: the password takes the focus
    formRef.current?.querySelector('input')?.focus();
    const previous = document.title;
    document.title = t('console.lock.title');
    return () => {
      live.current = false;
      document.title = previous;
    };
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await http.post('/unlockscreen', { password }, { silent: true });
      unlockScreen();
    } catch (failure) {
      if (!live.current) return;
      const expired = failure instanceof RequestError && failure.code === 401;
      setError(expired ? t('console.lock.expired') : (failure as Error).message);
      setPassword('');
    } finally {
      if (live.current) setBusy(false);
    }
  };

  const signOut = async () => {
    unlockScreen();
    await dispatch(endSession());
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <main className="lock-screen" aria-labelledby="lock-screen-title">
      <div className="lock-screen__clock" aria-hidden="true">
        <div className="lock-screen__time">{clock.time}</div>
        <div className="lock-screen__day">{clock.day}</div>
      </div>
      <form ref={formRef} className="lock-screen__card" onSubmit={(event) => void submit(event)}>
        <Avatar size={72} src={avatar || undefined} alt="" className="lock-screen__avatar">
          {nickName.slice(0, 1)}
        </Avatar>
        <h1 id="lock-screen-title" className="lock-screen__name">
          {nickName}
        </h1>
        <p className="lock-screen__hint">
          <LockOutlined /> {t('console.lock.locked')}
        </p>
        <Input.Password
          autoComplete="current-password"
          aria-label={t('console.lock.password')}
          placeholder={t('console.lock.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          maxLength={UNLOCK_FIELD_MAX.password}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lock-screen-error' : undefined}
        />
        <p id="lock-screen-error" className="lock-screen__error" role="alert">
          {error}
        </p>
        <Button type="primary" htmlType="submit" block loading={busy} icon={<UnlockOutlined />}>
          {t('console.lock.unlock')}
        </Button>
        <button type="button" className="lock-screen__relogin" onClick={() => void signOut()}>
          {t('console.lock.relogin')}
        </button>
      </form>
    </main>
  );
}
