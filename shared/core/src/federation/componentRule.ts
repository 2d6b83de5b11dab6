/**
 * The component-name rule (ARCHITECTURE.md rule 2), in one place: a menu's `component` such as
 * `system/user/index` names section `system` and page `user/index`; the section names a container.
 */

/** Section of a component name → federation container that serves it. */
export const SECTION_CONTAINERS = {
  system: 'system',
  monitor: 'monitor',
  tool: 'tools',
  marketing: 'marketing',
} as const;

export type Section = keyof typeof SECTION_CONTAINERS;
export type ContainerName = (typeof SECTION_CONTAINERS)[Section];

/** All remote containers the shell knows about. */
export const CONTAINERS: readonly ContainerName[] = Object.values(SECTION_CONTAINERS);

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
  const container = SECTION_CONTAINERS[section as Section];
  const module = rest.join('/');
  return {
    kind: 'remote',
    section: section as Section,
    container,
    module,
    request: `${container}/${module}`,
  };
}

/** The key a remote lists in its `exposes` for a module: `user/index` → `./user/index`. */
export function exposeKey(module: string): string {
  return `./${module}`;
}
