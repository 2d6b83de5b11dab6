export { default } from './SwaggerPage';
