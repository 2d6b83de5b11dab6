import { resourceUrl } from '@dis/shared';

/** The bundled picture for users without an avatar: a neutral head and shoulders. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#dfe7f6"/>' +
      '<circle cx="32" cy="25" r="11" fill="#8da2c8"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16a31 31 0 0 1-40 0z" fill="#8da2c8"/></svg>',
  );

/**
 * A user's avatar as an address (docs/product.md §7): a stored path under the API prefix, absolute and data
 * URLs as they are, the bundled default picture when there is none.
 */
export function avatarUrl(avatar: string | null | undefined): string {
  return resourceUrl(avatar) || DEFAULT_AVATAR;
}
