export { default } from './JobLogPage';
