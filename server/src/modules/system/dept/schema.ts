/** The wire of departments, defined in `@dis/contract`. */
export { SysDeptSchema, TreeSelectSchema, type SysDept, type TreeSelect } from '@dis/contract';
