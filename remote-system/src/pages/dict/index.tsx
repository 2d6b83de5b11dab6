export { default } from './DictTypePage';
