import { Navigate, useParams } from '@dis/shared';
import { Spin } from '@dis/ui';
import { RemotePage, RemoteUnavailable } from '../../federation/RemotePage';
import { NOT_FOUND_PATH } from '../../routes/publicRoutes';
import { ConsoleHome } from '../home/ConsoleHome';
import { InnerLinkPage } from '../innerLink/InnerLinkPage';
import type { PageRoute } from './consoleRoutes';
import { paramsAreDigits } from './digitParams';

function PageContent({ route }: { route: PageRoute }) {
  const { target } = route;
  switch (target.kind) {
    case 'home':
      return <ConsoleHome />;
    case 'remote':
      return (
        <RemotePage
          request={target.request}
          loading={
            <div className="console-page-loading">
              <Spin />
            </div>
          }
        />
      );
    case 'InnerLink':
      return <InnerLinkPage url={route.link ?? ''} title={route.title ?? ''} />;
    case 'unknown':
      return <RemoteUnavailable request={target.component} />;
    default:
      // a `Layout` or `ParentView` route without children has no page of its own
      return <RemoteUnavailable request={target.kind} />;
  }
}

/** One console page, by what its route's component names. */
export function ConsolePage({ route }: { route: PageRoute }) {
  const params = useParams();
  if (route.digitsOnly && !paramsAreDigits(route.path, params)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <PageContent route={route} />;
}
