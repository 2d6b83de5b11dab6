export { default } from './LogininforPage';
