export { default } from './ConfigPage';
