import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable';

/**
 * A remote that cannot be loaded (down, 404, script error) resolves to a marker instead of
 * rejecting, so its outlet can say so while the rest of the console keeps working. Only the
 * `onLoad` lifecycle is answered: the hook is also called for `beforeRequest`/`afterResolve`,
 * where a made-up answer would break the runtime.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dis-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      const marker: UnavailableModule = { [REMOTE_UNAVAILABLE]: { id: args.id, reason } };
      return marker;
    },
  };
}
