export { default } from './OperlogPage';
