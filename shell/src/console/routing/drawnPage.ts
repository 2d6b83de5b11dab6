import { createContext } from 'react';

/**
 * The markup of the page a server render of the console's frame puts where the page goes (its
 * remote drew it, docs/site/rendering.md "The console's first view"); null in the browser, where
 * the page is loaded from its remote.
 */
export const DrawnPageContext = createContext<string | null>(null);
