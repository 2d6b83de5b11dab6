/** Stylesheets are imported for their side effect; webpack extracts them to `.css` files. */
declare module '*.css';
