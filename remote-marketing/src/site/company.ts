/** Facts about the company that are the same in every language. */
export const COMPANY = {
  salesPhone: '400-828-5160',
  supportPhone: '025-8360-5160',
  email: 'contact@dis-tech.com',
  jobsEmail: 'hr@dis-tech.com',
  founded: 2009,
} as const;

/** The four product pages (docs/product.md §2), in the order of the navigation. */
export const PRODUCT_PAGES = [
  { key: 'chaotic', to: '/Product/Chaotic' },
  { key: 'intelligence', to: '/Product/Intelligence' },
  { key: 'inversion', to: '/Product/Inversion' },
  { key: 'transaction', to: '/Product/Transaction' },
] as const;

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
