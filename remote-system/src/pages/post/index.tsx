export { default } from './PostPage';
