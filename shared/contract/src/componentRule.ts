/**
 * The component-name rule (docs/architecture.md "From a menu to its file"), in one place for the
 * browser and the server: a menu's `component` such as `system/user/index` names section `system`
 * and page `user/index`; the section names a container. Sections and containers come from the one
 * list of remotes (`remotes.json`). `@dis/contract/component-rule`; the browser reaches it through
 * `@dis/shared`.
 */
import { REMOTES, REMOTE_NAMES } from './remotes';

/** A section of a component name: `system`, `monitor`, `tool`, `marketing`. */
export type Section = string;
/** A federation container: `system`, `monitor`, `tools`, `marketing`. */
export type ContainerName = string;

/** Section of a component name → federation container that serves it. */
export const SECTION_CONTAINERS: Readonly<Record<Section, ContainerName>> = Object.freeze(
  Object.fromEntries(REMOTES.map((remote) => [remote.section, remote.name])),
);

/** All remote containers the shell knows about. */
export const CONTAINERS: readonly ContainerName[] = REMOTE_NAMES;

export type ComponentTarget =
  | { kind: 'Layout' }
  | { kind: 'ParentView' }
  | { kind: 'InnerLink' }
  /** `request` is what `loadRemote()` takes: `<container>/<module>` */
  | { kind: 'remote'; section: Section; container: ContainerName; module: string; request: string }
  | { kind: 'unknown'; component: string };

const SEGMENT = /^[A-Za-z0-9_-]+$/;

export function resolveComponent(component: string | null | undefined): ComponentTarget {
  const name = (component ?? '').trim();
  if (name === '' || name === 'Layout') return { kind: 'Layout' };
  if (name === 'ParentView') return { kind: 'ParentView' };
  if (name === 'InnerLink') return { kind: 'InnerLink' };
  const parts = name.split('/');
  if (parts.length < 2 || !parts.every((p) => SEGMENT.test(p))) return { kind: 'unknown', component: name };
  const [section, ...rest] = parts;
  if (!Object.prototype.hasOwnProperty.call(SECTION_CONTAINERS, section)) {
    return { kind: 'unknown', component: name };
  }
  const container = SECTION_CONTAINERS[section];
  const module = rest.join('/');
  return {
    kind: 'remote',
    section,
    container,
    module,
    request: `${container}/${module}`,
  };
}

/** The key a remote lists in its `exposes` for a module: `user/index` → `./user/index`. */
export function exposeKey(module: string): string {
  return `./${module}`;
}
