import type { SalesProduct } from '@dis/contract/rules';

/** Facts about the company that are the same in every language. */
export const COMPANY = {
  salesPhone: '400-828-5160',
  supportPhone: '025-8360-5160',
  email: 'contact@dis-tech.com',
  jobsEmail: 'hr@dis-tech.com',
  founded: 2009,
} as const;

/**
 * The four product pages (docs/product.md §2), in the order of the navigation; `interest` is the
 * product a visitor coming from the page is interested in (the sales desk's `sales_product`).
 */
export const PRODUCT_PAGES = [
  { key: 'chaotic', to: '/Product/Chaotic', interest: 'chaos' },
  { key: 'intelligence', to: '/Product/Intelligence', interest: 'probe' },
  { key: 'inversion', to: '/Product/Inversion', interest: 'replay' },
  { key: 'transaction', to: '/Product/Transaction', interest: 'exchange' },
] as const satisfies ReadonlyArray<{ key: string; to: string; interest: SalesProduct }>;

/**
 * The products the request forms offer as the visitor's interest (docs/sales/leads.md "The public
 * forms"): the desk's values and the key of their name under `products` in the site's words.
 */
export const INTEREST_PRODUCTS: ReadonlyArray<{ value: SalesProduct; words: string }> = [
  { value: 'chaos', words: 'chaotic' },
  { value: 'probe', words: 'intelligence' },
  { value: 'replay', words: 'inversion' },
  { value: 'exchange', words: 'transaction' },
  { value: 'load', words: 'loadTest' },
];

/** The product of interest a visitor brings to a request form (router state from a product page). */
export interface InterestState {
  product?: SalesProduct;
}

/** The product of interest of a page: its product page's, else none. */
export const interestOf = (pathname: string): SalesProduct | undefined =>
  PRODUCT_PAGES.find((page) => page.to.toLowerCase() === pathname.toLowerCase())?.interest;

/** The solution page (docs/product.md §2): not in the top navigation, linked from the products and the footer. */
export const SOLUTION_PAGE = { key: 'solution', to: '/Solution' } as const;

/** The id of the consultation form on the solution page. */
export const SOLUTION_FORM_ID = 'solution-form';

/**
 * The consultation form: the floating helper's 在线咨询 QR code (assets/qr-consult.svg) encodes
 * this address on the public site, https://www.dis-tech.com/Solution#solution-form.
 */
export const CONSULT_PATH = `${SOLUTION_PAGE.to}#${SOLUTION_FORM_ID}`;

/** The id of the trial form on the home page. */
export const TRIAL_ID = 'trial';

/** The id of the products section on the home page. */
export const PRODUCTS_ID = 'products';

/** The id of the page's main region: the skip link's target, and where back-to-top leaves the focus. */
export const MAIN_ID = 'site-main';
