/** The wire of dictionaries, defined in `@dis/contract`. */
export { SysDictDataSchema, type SysDictData } from '@dis/contract';
