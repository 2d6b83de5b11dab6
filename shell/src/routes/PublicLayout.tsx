import { matchPath, useLocation, useTranslation } from '@dis/shared';
import { RemotePage } from '../federation/RemotePage';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { PageLoading } from './PageLoading';
import { PUBLIC_LAYOUT_REQUEST, PUBLIC_ROUTES } from './publicRoutes';

/** The public site: the page title, and the marketing remote's layout around the pages. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const route = PUBLIC_ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  useDocumentTitle(route ? t(route.titleKey) : undefined);
  return <RemotePage request={PUBLIC_LAYOUT_REQUEST} loading={<PageLoading fullScreen />} />;
}
