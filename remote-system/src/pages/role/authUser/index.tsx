export { default } from './AuthUserPage';
