import { useTranslation } from '@dis/shared';
import { TextField } from '../form/TextField';
import type { CaptchaState } from './useCaptcha';
import './CaptchaField.css';

interface CaptchaFieldProps {
  id: string;
  captcha: CaptchaState & { refresh: () => void };
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** 验证码: the answer input beside the picture; clicking the picture fetches a new one. */
export function CaptchaField({ id, captcha, value, error, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation('common');
  const label =
    captcha.status === 'failed'
      ? t('auth.captchaFailed')
      : captcha.status === 'loading'
        ? t('auth.captchaLoading')
        : t('auth.captchaAlt');
  return (
    <TextField
      id={id}
      label={t('auth.code')}
      value={value}
      error={error}
      onChange={onChange}
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      addon={
        <button
          type="button"
          className="auth-captcha"
          onClick={captcha.refresh}
          aria-label={label}
          title={label}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" className="auth-captcha__image" />
          ) : (
            <span className="auth-captcha__text">
              {captcha.status === 'failed' ? t('auth.captchaFailed') : '···'}
            </span>
          )}
        </button>
      }
    />
  );
}
