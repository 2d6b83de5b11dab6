export { default } from './CachePage';
