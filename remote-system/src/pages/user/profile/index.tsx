export { default } from './ProfilePage';
