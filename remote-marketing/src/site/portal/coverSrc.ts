import { API_PREFIX } from '@dis/shared';

/** Where a cover image is: an uploaded file (`/profile/upload/…`) is served under the API prefix. */
export function coverSrc(coverUrl: string | null): string | null {
  if (!coverUrl) return null;
  return /^https?:\/\//.test(coverUrl)
    ? coverUrl
    : `${API_PREFIX}${coverUrl.startsWith('/') ? '' : '/'}${coverUrl}`;
}
