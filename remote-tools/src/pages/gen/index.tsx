export { default } from './GenPage';
