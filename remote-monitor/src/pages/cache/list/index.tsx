export { default } from './CacheListPage';
