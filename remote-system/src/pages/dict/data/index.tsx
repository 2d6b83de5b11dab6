export { default } from './DictDataPage';
