import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { WaitingPart } from '@dis/shared';

/**
 * A component whose code loads the first time it renders. For antd components few pages need:
 * `@dis/ui` is one shared module shipped whole to every console page, so only what list pages
 * use is in it eagerly; the rest arrives with the page that shows it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={<WaitingPart>{fallback}</WaitingPart>}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
