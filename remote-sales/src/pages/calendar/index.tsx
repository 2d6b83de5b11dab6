export { default } from './CalendarPage';
