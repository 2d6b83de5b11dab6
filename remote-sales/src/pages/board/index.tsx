export { default } from './BoardPage';
