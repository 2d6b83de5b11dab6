export { default } from './DruidPage';
