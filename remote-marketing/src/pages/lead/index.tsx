export { default } from './LeadPage';
