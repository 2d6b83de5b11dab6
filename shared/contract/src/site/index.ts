/**
 * `@dis/contract/site`: the public site's page table (`pages.ts`), the language rule
 * (`language.ts`, also `@dis/contract/site/language`) and the render protocol (`render.ts`, also
 * `@dis/contract/site/render`). See docs/site/document.md and docs/site/rendering.md.
 */
export * from './pages';
export * from './language';
export * from './render';
