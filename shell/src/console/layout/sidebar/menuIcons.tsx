/** The console's menu icons: the name → icon map lives in the kit (`@dis/ui`), its one source. */
export { MenuIcon } from '@dis/ui';
