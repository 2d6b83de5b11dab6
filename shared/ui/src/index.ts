/**
 * `@dis/ui`: the console's UI kit. antd is reached only through here (STACK.md "antd and
 * federation"); public pages never import this package.
 */
export * from './antd';
export * from './icons';
export { UiProvider } from './UiProvider';
