/**
 * `@dis/contract`: the wire contract shared by the server (which validates and documents with
 * these schemas) and the browser (which imports their `Static<>` types with `import type`, costing
 * no bytes, and the pure rule functions from `@dis/contract/rules`). See docs/api-contract.md.
 */
export * from './resources';
export * from './envelope';
export * from './rules';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/marketing';
export * from './schemas/monitor';
export * from './schemas/stats';
export * from './schemas/logs';
export * from './schemas/system';
export * from './schemas/notice';
export * from './schemas/dict-config';
export * from './schemas/user';
export * from './schemas/job';
export * from './schemas/datasource';
export * from './schemas/role';
export * from './schemas/menu';
export * from './schemas/dept';
export * from './schemas/gen';
export * from './schemas/my-sessions';
export * from './schemas/column-pref';
export * from './schemas/export-task';
export * from './schemas/totp';
export * from './schemas/sales';
// Generated resources (docs/tool/gen-output.md): their exports go above this line.
