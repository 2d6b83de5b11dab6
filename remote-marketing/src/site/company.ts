/** Facts about the company that are the same in every language. */
export const COMPANY = {
  salesPhone: '400-828-5160',
  supportPhone: '025-8360-5160',
  email: 'contact@dis-tech.com',
  jobsEmail: 'hr@dis-tech.com',
  founded: 2009,
} as const;

/** The four product pages (spec §2), in the order of the navigation. */
export const PRODUCT_PAGES = [
  { key: 'chaotic', to: '/Product/Chaotic' },
  { key: 'intelligence', to: '/Product/Intelligence' },
  { key: 'inversion', to: '/Product/Inversion' },
  { key: 'transaction', to: '/Product/Transaction' },
] as const;

/** The id of the trial form on the home page. */
export const TRIAL_ID = 'trial';
