import type { IFuseOptions } from 'fuse.js';
import type { SearchEntry } from './searchIndex';

/** docs/product.md §5: the fuzzy search of the header search. */
export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};
