import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from '@dis/shared';
import { usePageDrawn } from '../console/drawn/drawnView';
import { fetchPageAhead, pageShown } from './pageAhead';
import { isRegistered, loadRemote, noteLoading, resetRemote } from './remotes';
import { isUnavailable } from './unavailable';
import './RemotePage.css';

/** Raised when a remote module cannot be had; carries the federation request (`system/user/index`). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly request: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteUnavailableError';
  }
}

type PageComponent = ComponentType<Record<string, unknown>>;

const lazyPages = new Map<string, ComponentType<Record<string, unknown>>>();

function containerOf(request: string): string {
  return request.split('/')[0];
}

/**
 * A failed load of `container` tried once more if a file of it went missing (a deploy): the
 * recovery is its own small chunk, fetched only when something failed.
 */
function recover(container: string, reason: unknown): Promise<boolean> {
  return import(/* webpackChunkName: "remote-recover" */ './recover')
    .then(({ recoverRemote }) => recoverRemote(container, reason))
    .catch(() => false);
}

/** One lazy component per federation request, so re-renders do not reload the remote. */
function lazyPage(request: string): ComponentType<Record<string, unknown>> {
  let page = lazyPages.get(request);
  if (!page) {
    page = lazy(async () => {
      if (!isRegistered(containerOf(request))) {
        throw new RemoteUnavailableError(request, 'not deployed');
      }
      fetchPageAhead(request);
      const container = containerOf(request);
      noteLoading(container);
      let module = await loadRemote<{ default?: PageComponent } | PageComponent>(request);
      // a deploy removed the build this page knew: once, load it again from where it is now
      if (isUnavailable(module) && (await recover(container, module.__disRemoteUnavailable.reason))) {
        noteLoading(container);
        module = await loadRemote<{ default?: PageComponent } | PageComponent>(request);
      }
      if (!module || isUnavailable(module)) {
        throw new RemoteUnavailableError(
          request,
          isUnavailable(module) ? module.__disRemoteUnavailable.reason : 'empty module',
        );
      }
      const component = typeof module === 'function' ? module : module.default;
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new RemoteUnavailableError(request, 'the module has no default export');
      }
      return { default: component as PageComponent };
    });
    lazyPages.set(request, page);
  }
  return page;
}

interface BoundaryProps {
  request: string;
  onRetry: () => void;
  /** shown while a page whose file went missing is loaded again */
  loading: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  /** asking whether a file of the remote went missing (a deploy), and if so loading it again */
  recovering: boolean;
}

class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, recovering: false };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // a chunk the page loads later (a dialog) can go missing too: the same one retry as its first
    // load (a RemoteUnavailableError is a first load that was already tried again)
    if (!this.state.recovering && !(error instanceof RemoteUnavailableError)) {
      this.setState({ recovering: true });
      void recover(containerOf(this.props.request), error).then((again) => {
        if (again) this.props.onRetry();
        else {
          this.setState({ recovering: false });
          console.error(`[remote] ${this.props.request} failed`, error, info.componentStack);
        }
      });
      return;
    }
    console.error(`[remote] ${this.props.request} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.recovering) return this.props.loading;
    if (this.state.error) {
      return (
        <RemoteUnavailable
          request={this.props.request}
          crashed={!(this.state.error instanceof RemoteUnavailableError)}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Beside a page in its boundary: committed with the page, when the page is on screen. Once a
 * console page has settled, what it opens on use (its dialogs) and the remotes of the other
 * sections the menus show are fetched at idle (docs/site/speed.md "Nothing waits for a click").
 */
function PageDrawn({ request }: { request: string }) {
  usePageDrawn();
  useEffect(() => pageShown(request), [request]);
  return null;
}

/** The message a remote's outlet shows when the remote is down or crashed. */
export function RemoteUnavailable(props: { request: string; crashed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  usePageDrawn();
  return (
    <div className="dis-remote-unavailable" role="alert" data-remote={containerOf(props.request)}>
      <div className="dis-remote-unavailable__title">
        {props.crashed ? t('remote.crashedTitle') : t('remote.unavailableTitle')}
      </div>
      <p className="dis-remote-unavailable__text">{t('remote.unavailableText')}</p>
      {props.onRetry ? (
        <button type="button" className="dis-remote-unavailable__retry" onClick={props.onRetry}>
          {t('remote.retry')}
        </button>
      ) : null}
    </div>
  );
}

export interface RemotePageProps {
  /** federation request, e.g. `system/user/index` */
  request: string;
  /** shown while the remote loads */
  loading?: ReactNode;
  /** props passed to the remote page */
  pageProps?: Record<string, unknown>;
}

/**
 * Renders a page exposed by a remote. A remote that is down or throws is contained here: the
 * outlet shows a clear message with a retry button, and the rest of the application keeps working.
 */
export function RemotePage({ request, loading = null, pageProps }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    lazyPages.delete(request);
    resetRemote(containerOf(request));
    setAttempt((n) => n + 1);
  }, [request]);
  // lazyPage() caches one component per request (reset by retry), so it is stable across renders
  const Page = useMemo(() => lazyPage(request), [request, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RemoteBoundary key={`${request}#${attempt}`} request={request} onRetry={retry} loading={loading}>
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per request, see lazyPage() */}
        <Page {...pageProps} />
        <PageDrawn request={request} />
      </Suspense>
    </RemoteBoundary>
  );
}
