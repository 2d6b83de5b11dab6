import { useState, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import './authForm.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  /** shown at the right end of the field (the captcha picture) */
  addon?: ReactNode;
}

/** A labelled input of the login and register forms, with its error tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  addon,
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const isPassword = type === 'password';
  return (
    <div className={error ? 'auth-field auth-field--invalid' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__row">
        <div className="auth-field__control">
          <input
            id={id}
            name={id}
            className="auth-field__input"
            type={isPassword && !revealed ? 'password' : 'text'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            spellCheck={false}
            autoCapitalize="off"
          />
          {isPassword ? (
            <button
              type="button"
              className="auth-field__reveal"
              onClick={() => setRevealed((shown) => !shown)}
              aria-pressed={revealed}
              aria-controls={id}
              aria-label={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
              title={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
                {revealed ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" />}
              </svg>
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
