/**
 * `@dis/shared`: the contract between the shell and the remotes: types, constants, permission
 * checks, the component-name rule, i18n and the router API. Shared as a Module Federation
 * singleton, as are its two heavier parts `@dis/shared/store` and `@dis/shared/request`, which
 * public pages do not load. No antd here (that is `@dis/ui`).
 */
export * from './types';
export * from './constants';
export { DARK_QUERY, isDarkMode } from './colorScheme';
export * from './utils/cookies';
export * from './utils/query';
export * from './utils/date';
export * from './utils/tree';
export * from './utils/dict';
export * from './utils/downloadActivity';
export * from './utils/waitingParts';
export * from './utils/apiBase';
export * from './auth/token';
export * from './auth/permission';
// the component-name rule lives with the list of remotes in @dis/contract; the browser reaches it here
export {
  CONTAINERS,
  exposeKey,
  resolveComponent,
  SECTION_CONTAINERS,
  type ComponentTarget,
  type ContainerName,
  type Section,
} from '@dis/contract/component-rule';
export * from './i18n';
export * from './router';
