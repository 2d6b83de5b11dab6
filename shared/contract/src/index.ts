/**
 * `@dis/contract`: the wire contract shared by the server (which validates and documents with
 * these schemas) and the browser (which imports their `Static<>` types, costing no bytes, and the
 * pure rule functions). See docs/api-contract.md.
 */
export * from './resources';
