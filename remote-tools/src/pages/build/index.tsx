export { default } from './BuildPage';
