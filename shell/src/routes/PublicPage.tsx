import { RemotePage } from '../federation/RemotePage';
import { PageLoading } from './PageLoading';
import type { PublicRoute } from './publicRoutes';

/** A page of the public site, from the marketing remote, inside the site layout. */
export function PublicPage({ route }: { route: PublicRoute }) {
  return <RemotePage request={route.request} loading={<PageLoading />} />;
}
