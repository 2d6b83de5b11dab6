/**
 * What may be uploaded and downloaded (ruoyi-api.md §3.4), and a check that a file's bytes are
 * what its extension claims.
 */

export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const FILE_NAME_MAX_LENGTH = 100;

export const ALLOWED_EXTENSIONS = [
  'bmp',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'rar',
  'zip',
  'gz',
  'bz2',
  'mp4',
  'avi',
  'rmvb',
  'pdf',
] as const;

export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(extension: string): extension is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isZip = (b: Buffer) => startsWith(b, ZIP) || startsWith(b, ZIP_EMPTY);

/** Text files must be valid UTF-8 and contain no NUL byte. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const SNIFFERS: Record<AllowedExtension, (bytes: Buffer) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  bmp: (b) => startsWith(b, ascii('BM')) && b.length >= 26,
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  zip: isZip,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  doc: (b) => startsWith(b, OLE2),
  xls: (b) => startsWith(b, OLE2),
  ppt: (b) => startsWith(b, OLE2),
  rar: (b) => startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]),
  gz: (b) => startsWith(b, [0x1f, 0x8b]),
  bz2: (b) => startsWith(b, ascii('BZh')),
  mp4: (b) => startsWith(b, ascii('ftyp'), 4),
  avi: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('AVI '), 8),
  rmvb: (b) => startsWith(b, ascii('.RMF')),
  txt: isPlainText,
};

/** True when the content looks like the file type its extension names. */
export function contentMatchesExtension(extension: AllowedExtension, bytes: Buffer): boolean {
  return SNIFFERS[extension](bytes);
}
