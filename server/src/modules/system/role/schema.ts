/** The wire of roles, defined in `@dis/contract`. */
export { SysRoleSchema, type SysRole } from '@dis/contract';
