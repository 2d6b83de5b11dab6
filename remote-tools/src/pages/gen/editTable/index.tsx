export { default } from './EditTablePage';
