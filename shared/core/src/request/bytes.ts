import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { BlobResponse } from './client';

/**
 * The calls that answer bytes (`requestBlob`, `requestRaw` of `@dis/shared/request`), loaded when
 * first used: a page downloads files, and the API docs try calls, after the console's first view.
 */

/** An answer as it came: any status, any body, as bytes (`requestRaw`). */
export interface RawAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  data: Blob;
  /** milliseconds from sending to the whole answer */
  ms: number;
}

function headersOf(response: AxiosResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null)
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** A binary answer through the one client; an error envelope in its place rejects like any call. */
export async function requestBlob(client: AxiosInstance, config: AxiosRequestConfig): Promise<BlobResponse> {
  const response = await client.request<Blob>({ ...config, responseType: 'blob' });
  const data = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return { data, status: response.status, headers: headersOf(response) };
}

/** The call through the one client, its answer as it came, whatever its status or body. */
export async function requestRaw(client: AxiosInstance, config: AxiosRequestConfig): Promise<RawAnswer> {
  const started = Date.now();
  const response = await client.request<Blob>({ ...config, responseType: 'blob', passThrough: true });
  const type = String(response.headers?.['content-type'] ?? '');
  const data =
    response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart], { type });
  return {
    status: response.status,
    statusText: response.statusText ?? '',
    headers: headersOf(response),
    data,
    ms: Date.now() - started,
  };
}
