import type { ComponentType } from 'react';
import { LOGIN_PATH, REGISTER_PATH, type RenderedSitePage, type SiteRenderRequest } from '@dis/contract/site';
import { i18n, loadNamespace, Route, Routes } from '@dis/shared';
import { oneAtATime, prerenderMarkup, StaticRouter, wordsOf } from '@dis/shared/ssr';
import { AUTH_SETTINGS_KEY, authSettingsAnswer, setRenderingAuthSettings } from '../auth/settings';
import { RouteGuard } from '../guard/RouteGuard';
import LoginPage from '../login/LoginPage';
import { ScrollToTop } from '../navigation/ScrollToTop';
import RegisterPage from '../register/RegisterPage';
import { authPage } from '../routes/authPage';
import { COMMON_NS, loadWords } from '../words/words';

/** The pages rendered here: their component, the chunk the browser loads it from, its title. */
export const SHELL_PAGES: Readonly<
  Record<string, { Page: ComponentType; chunk: string; titleKey: string; subtitleKey: string }>
> = {
  [LOGIN_PATH]: { Page: LoginPage, chunk: 'login', titleKey: 'title.login', subtitleKey: 'login.subtitle' },
  [REGISTER_PATH]: {
    Page: RegisterPage,
    chunk: 'register',
    titleKey: 'title.register',
    subtitleKey: 'register.subtitle',
  },
};

/**
 * The same elements the browser's route map gives these paths (`AppRoutes`: the guard, then the
 * page in its Suspense boundary with its words), so the browser hydrates the markup it was sent.
 */
function shellTree(url: string) {
  return (
    <StaticRouter location={url}>
      <ScrollToTop />
      <Routes>
        <Route element={<RouteGuard />}>
          {Object.entries(SHELL_PAGES).map(([path, { Page }]) => (
            <Route key={path} path={path} element={authPage(<Page />)} />
          ))}
        </Route>
      </Routes>
    </StaticRouter>
  );
}

async function renderNow({ url, lang, settings }: SiteRenderRequest): Promise<RenderedSitePage> {
  const pathname = url.split('?')[0] ?? '/';
  const page = SHELL_PAGES[pathname];
  if (!page) throw new Error(`not a page the shell renders: ${pathname}`);
  const known =
    typeof settings?.captchaEnabled === 'boolean' && typeof settings.registerEnabled === 'boolean'
      ? { captchaEnabled: settings.captchaEnabled, registerEnabled: settings.registerEnabled }
      : null;
  await i18n.changeLanguage(lang);
  await Promise.all([loadNamespace(COMMON_NS, lang), loadWords('auth', lang)]);
  setRenderingAuthSettings(known);
  try {
    const html = await prerenderMarkup(shellTree(url), url);
    const t = (key: string) => i18n.t(key, { ns: 'common', lng: lang });
    return {
      html,
      // as the page's own title hook writes it (useDocumentTitle)
      title: `${t(page.titleKey)} - ${t('app.name')}`,
      description: t(page.subtitleKey),
      seed: {
        lang,
        words: wordsOf([COMMON_NS, 'auth'], lang),
        answers: known ? { [AUTH_SETTINGS_KEY]: authSettingsAnswer(known) } : {},
      },
      requests: [page.chunk],
      status: 200,
      siteName: t('app.name'),
      structuredData: [],
    };
  } finally {
    setRenderingAuthSettings(null);
  }
}

/** Renders `/login` or `/register`, one at a time (the translator's language is this bundle's own). */
export const renderPage: (request: SiteRenderRequest) => Promise<RenderedSitePage> = oneAtATime(renderNow);
