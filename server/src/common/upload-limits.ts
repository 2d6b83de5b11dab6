/** The largest upload, for every multipart route and the error envelope (docs/api-contract.md). */
export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
