import { API_PREFIX } from '../constants';

let base = API_PREFIX;

/** Where the API lives; `/prod-api` unless the deployment says otherwise. */
export function setApiBase(url: string): void {
  base = url.replace(/\/+$/, '');
}

/** The API's address prefix the request client and stored-file addresses use. */
export function apiBase(): string {
  return base;
}

/**
 * The address of a stored file (`/profile/upload/…`): under the API prefix; absolute `http(s)`
 * addresses and data URIs are kept; '' for nothing. Here rather than beside the request client, so
 * a page that only shows stored pictures does not load the client (docs/site/speed.md).
 */
export function resourceUrl(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (value === '') return '';
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('data:') || value.startsWith('blob:')) return value;
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}
