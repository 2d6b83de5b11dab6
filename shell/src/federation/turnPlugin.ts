import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's container starts in a task of its own (docs/site/speed.md "Paint first"). The browser
 * runs a remote's entry file and reports it loaded in one task, and the runtime would go straight
 * on, in that task, to start the container: register its shared modules and ask for the page's
 * module. One turn for the browser between the two keeps each part short; on a rendered page the
 * visitor can already scroll and tap meanwhile.
 */
export default function turnPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dis-turn',
    async beforeInitContainer(args) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return args;
    },
  };
}
