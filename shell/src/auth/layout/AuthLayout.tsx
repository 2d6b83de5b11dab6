import type { ReactNode } from 'react';
import { Link, useTranslation } from '@dis/shared';
import { useSavedColorScheme } from '../../theme/savedColorScheme';
import { LanguageSwitch } from './LanguageSwitch';
import './AuthLayout.css';

interface Fact {
  value: string;
  label: string;
}

/** The frame of the login and register pages: the brand panel beside the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t, r } = useTranslation('common');
  useSavedColorScheme();
  const facts = r<Fact[]>('auth.facts') ?? [];
  return (
    <div className="auth">
      <section className="auth-brand" aria-label={t('app.name')}>
        <Link to="/" className="auth-brand__logo">
          <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#1f5eff" />
            <path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#fff" strokeWidth="3" />
            <circle cx="16" cy="16" r="2.6" fill="#5cf2c2" />
          </svg>
          <span>{t('app.name')}</span>
        </Link>
        <div className="auth-brand__body">
          <p className="auth-brand__headline">{t('auth.headline')}</p>
          <p className="auth-brand__lead">{t('auth.lead')}</p>
          <svg
            className="auth-brand__pulse"
            viewBox="0 0 480 80"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M0 50h120l14-22 16 44 18-62 16 58 12-18h90l10-10 12 10h172" />
          </svg>
          <dl className="auth-brand__facts">
            {facts.map((fact) => (
              <div key={fact.value} className="auth-brand__fact">
                <dt>{fact.value}</dt>
                <dd>{fact.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="auth-brand__copyright">{t('auth.copyright', { year: new Date().getFullYear() })}</p>
      </section>
      <main className="auth-panel">
        <div className="auth-panel__bar">
          <Link to="/" className="auth-panel__back">
            ← {t('auth.backToSite')}
          </Link>
          <LanguageSwitch className="auth-panel__lang" />
        </div>
        <div className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          <p className="auth-card__subtitle">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
