import type { Envelope } from '@dis/shared';
import { client, type RequestOptions } from './client';

export interface UploadOptions extends Pick<RequestOptions, 'silent' | 'signal' | 'withToken'> {
  /** the multipart field of the file (`file` for `/common/upload`, `avatarfile` for the avatar) */
  field?: string;
  /** the file name sent with the part; a File's own name by default */
  fileName?: string;
  /** more form fields sent beside the file */
  fields?: Record<string, string>;
  /** 0–100 while the body is sent */
  onProgress?: (percent: number) => void;
  /** milliseconds; none by default (a 5 MB file on a slow line takes its time) */
  timeout?: number;
}

/**
 * Sends one file as `multipart/form-data` through the one client (token, language, envelope),
 * reporting progress, and resolves with the whole answer body like the other calls. A refusal
 * (`code` ≠ 200) rejects with the server's message; errors are reported to the console unless
 * `silent`, for components that show their own.
 */
export async function uploadFile<T extends Envelope>(
  url: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<T> {
  // the sending part loads when first used (`./deferred`): no first view uploads
  return (await import('./deferred')).uploadFile<T>(client, url, file, options);
}
