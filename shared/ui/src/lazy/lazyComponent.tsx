import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { noteDrawnPart, partsOfDrawnView, WaitingPart } from '@dis/shared';

/**
 * A component whose code loads the first time it renders. For antd components few pages need:
 * `@dis/ui` is one shared module shipped whole to every console page, so only what list pages
 * use is in it eagerly; the rest arrives with the page that shows it. `chunk` is the name its
 * chunk is built under (`webpackChunkName`) where list pages draw it in their first view: a
 * server render that draws it says so, the document asks for that chunk with the console's own,
 * and the console takes its code before the page renders, so the page is drawn whole at once
 * (docs/site/rendering.md "The console's first view"). `fallback` may be drawn from the
 * component's props (a status switch shows its word meanwhile, never an empty cell).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  chunk?: string,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // one load, shared by the early start and the render; one that failed is asked for again
  let loading: Promise<ComponentType<P>> | undefined;
  const remember = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(async () => ({ default: await remember() }));
  if (chunk && partsOfDrawnView().includes(chunk)) remember().catch(() => undefined);
  function LazyComponent(props: P) {
    if (chunk) noteDrawnPart(chunk);
    // chosen once per instance: switching between the two would mount the component again
    const [Shown] = useState(() => loaded);
    if (Shown) return <Shown {...props} />;
    return (
      <Suspense
        fallback={<WaitingPart>{typeof fallback === 'function' ? fallback(props) : fallback}</WaitingPart>}
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
