/**
 * `@dis/contract/rules`: the pure rules both sides apply, free of any import, so the browser may
 * import them without pulling a schema library.
 */
export * from './contact';
export * from './limits';
export * from './password';
export * from './dict';
export * from './column-pref';
export * from './gen-preview';
