import { lazy, useState, type ComponentType } from 'react';

/** A lazy component whose code can be asked for before it first renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code; from then on the component renders at once, with no Suspense fallback. */
  preload: () => Promise<void>;
};

/**
 * `lazy`, plus `preload()`: once the code is in (and what the module's `ready` names, if it has
 * one), a new instance renders the loaded component itself instead of suspending. A fallback
 * React has shown stays on screen at least 300 ms, and a lazy component suspends even when its
 * chunk is already in the page (its `import()` resolves a turn later), so a cold console view
 * waited that long for code it already had (docs/site/speed.md "No fallback for code that is in").
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P>; ready?: () => Promise<void> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // one load, shared by the preloads and the render; one that failed is asked for again next time
  let loading: ReturnType<typeof load> | undefined;
  const remember = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(remember);
  function Preloadable(props: P) {
    // chosen once per instance: switching between the two would mount the component again
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  // a module may name what its first render reads besides its code (`ready`, its words)
  const preload = () => remember().then((module) => module.ready?.());
  return Object.assign(Preloadable, { preload });
}
