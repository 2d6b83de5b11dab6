export { default } from './NoticePage';
