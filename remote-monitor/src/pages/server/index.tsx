export { default } from './ServerPage';
