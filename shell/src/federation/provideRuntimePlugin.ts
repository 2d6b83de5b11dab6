import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * One federation runtime in the page (docs/site/speed.md "The home page's first load"): the
 * remotes are built without their own copy of the runtime's core (`externalRuntime` in
 * scripts/webpack/createAppConfig.cjs) and use the shell's, which this module hands them as the
 * page starts, before any remote's entry runs. The same module the shell's runtime runs, not a
 * second copy (`provideExternalRuntime` would bring its CommonJS build beside it).
 */
const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'dis-provide-runtime' };
}
