import { lazy, Suspense } from 'react';
import { Spin } from '@dis/ui';
import { RemotePage, RemoteUnavailable } from '../../federation/RemotePage';
import { InnerLinkPage } from '../innerLink/InnerLinkPage';
import type { PageRoute } from './consoleRoutes';

/** The console home (dashboard, chart) is its own chunk: list pages do not load it. */
const ConsoleHome = lazy(() => import(/* webpackChunkName: "console-home" */ '../home/ConsoleHome'));

const pageLoading = (
  <div className="console-page-loading">
    <Spin />
  </div>
);

/** One console page, by what its route's component names. */
export function ConsolePage({ route }: { route: PageRoute }) {
  const { target } = route;
  switch (target.kind) {
    case 'home':
      return (
        <Suspense fallback={pageLoading}>
          <ConsoleHome />
        </Suspense>
      );
    case 'remote':
      return <RemotePage request={target.request} loading={pageLoading} />;
    case 'InnerLink':
      return <InnerLinkPage url={route.link ?? ''} title={route.title ?? ''} />;
    case 'unknown':
      return <RemoteUnavailable request={target.component} />;
    default:
      // a `Layout` or `ParentView` route without children has no page of its own
      return <RemoteUnavailable request={target.kind} />;
  }
}
