import { Link, useNavigate, useTranslation } from '@dis/shared';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { useSavedColorScheme } from '../theme/savedColorScheme';
import './ErrorPage.css';

interface ErrorPageProps {
  code: '404' | '401';
  titleKey: string;
  headingKey: string;
  textKey: string;
}

/** A friendly full-page error with a way back and a way home. */
export function ErrorPage({ code, titleKey, headingKey, textKey }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(t(titleKey));
  useSavedColorScheme();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <main className="dis-error" aria-labelledby="dis-error-heading">
      <div className="dis-error__card">
        <p className="dis-error__code" aria-hidden="true">
          {code}
        </p>
        <h1 id="dis-error-heading" className="dis-error__heading">
          {t(headingKey)}
        </h1>
        <p className="dis-error__text">{t(textKey)}</p>
        <div className="dis-error__actions">
          <Link className="dis-error__button dis-error__button--primary" to="/">
            {t('errorPage.home')}
          </Link>
          {canGoBack ? (
            <button type="button" className="dis-error__button" onClick={() => navigate(-1)}>
              {t('errorPage.back')}
            </button>
          ) : null}
        </div>
      </div>
    </main>
  );
}
