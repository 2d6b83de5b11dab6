import { SITE_LANGUAGE_COOKIE } from '@dis/contract/site';

/** Business constants of docs/product.md §9 that both the shell and the remotes rely on. */

export const API_PREFIX = '/prod-api';
export const TOKEN_COOKIE = 'Admin-Token';
export const API_TIMEOUT_MS = 10_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;

export const LANG_STORAGE_KEY = 'lang';
/** The same choice, mirrored for the server, which renders plain public URLs in it (docs/site/document.md). */
export const LANG_COOKIE = SITE_LANGUAGE_COOKIE;
/** How long the mirrored language choice is kept, in days. */
export const LANG_COOKIE_DAYS = 365;
export const LAYOUT_SETTING_KEY = 'layout-setting';
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

export const MOBILE_BREAKPOINT_PX = 992;

export const PAGINATION = {
  pageNum: 1,
  pageSize: 20,
  pageSizes: [10, 20, 30, 50],
  pagerCount: 7,
  pagerCountMobile: 5,
} as const;

export const UPLOAD_LIMITS = {
  fileSizeMb: 5,
  fileCount: 5,
  fileTypes: ['doc', 'xls', 'ppt', 'txt', 'pdf'],
  imageTypes: ['png', 'jpg', 'jpeg'],
} as const;

/** Home of the console (affixed tab). */
export const CONSOLE_HOME = '/manage/index';
export const PROFILE_PATH = '/manageUser/profile';

/** Routes a visitor may open without a token (docs/product.md §2). */
export const PUBLIC_PATHS = [
  '/',
  '/Solution',
  '/News',
  '/About',
  '/Joinus',
  '/Product/Chaotic',
  '/Product/Intelligence',
  '/Product/Inversion',
  '/Product/Transaction',
] as const;

/** Also allowed without a token. */
export const AUTH_PATHS = ['/login', '/register'] as const;
