import fs from 'node:fs';
import path from 'node:path';
import { formatCompactDateTime, formatDatePath } from '../../common/datetime';
import { ServiceError } from '../../common/errors';
import { assertStorableText } from '../../common/storable-text';

// What may be uploaded and downloaded (docs/api-contract.md), and a check that a file's bytes are
// what its extension claims. The size limit is the frame's (`common/upload-limits.ts`).

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

/**
 * Refuses an upload whose name is too long or not storable, whose extension is not allowed, or
 * whose content is empty or not of the type its extension names; answers the extension.
 */
export function checkUpload(originalFilename: string, bytes: Buffer): AllowedExtension {
  assertStorableText(originalFilename, 'originalFilename');
  if (originalFilename.length > FILE_NAME_MAX_LENGTH) {
    throw new ServiceError('upload.nameTooLong', { limit: FILE_NAME_MAX_LENGTH });
  }
  const extension = extensionOf(originalFilename);
  if (!isAllowedExtension(extension)) {
    throw new ServiceError('upload.badExtension', { types: ALLOWED_EXTENSIONS.join('/') });
  }
  if (bytes.length === 0) throw new ServiceError('upload.emptyFile');
  if (!contentMatchesExtension(extension, bytes)) throw new ServiceError('upload.badContent', { extension });
  return extension;
}

/** Client-named paths: relative, without `..`, with an allowed extension. */
export function isAcceptableName(name: string): boolean {
  return (
    !name.includes('..') &&
    !name.includes('\0') &&
    !path.isAbsolute(name) &&
    isAllowedExtension(extensionOf(name))
  );
}

// Where the files are kept: the folders under DATA_DIR (the RuoYi "profile" resource).

/** Folders under DATA_DIR served as `/profile/<folder>/…` (the RuoYi "profile" resource). */
export const PROFILE_FOLDERS = ['upload', 'avatar', 'download'] as const;
export type ProfileFolder = (typeof PROFILE_FOLDERS)[number];
export const PROFILE_PREFIX = '/profile';

export function profileFolder(dataDir: string, folder: ProfileFolder): string {
  return path.join(dataDir, folder);
}

let sequence = 0;
/** RuoYi's 3-digit upload sequence: 001…999, then again. */
function nextSequence(): string {
  sequence = (sequence % 999) + 1;
  return String(sequence).padStart(3, '0');
}

/** The original name without folders, extension or characters unfit for a file name. */
export function safeBaseName(originalName: string): string {
  const leaf = originalName.split(/[\\/]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  const base = (dot >= 0 ? leaf.slice(0, dot) : leaf).normalize('NFC');
  const cleaned = base.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '');
  return cleaned.slice(0, 60) || 'file';
}

export interface StoredUpload {
  /** `/profile/upload/yyyy/MM/dd/<base>_<yyyyMMddHHmmss>A<seq>.<ext>` */
  fileName: string;
  newFileName: string;
}

/** Writes an upload under `DATA_DIR/upload/yyyy/MM/dd/`, never overwriting another file. */
export async function storeUpload(
  dataDir: string,
  originalName: string,
  extension: string,
  bytes: Buffer,
): Promise<StoredUpload> {
  const now = new Date();
  const datePath = formatDatePath(now);
  const folder = path.join(profileFolder(dataDir, 'upload'), datePath);
  await fs.promises.mkdir(folder, { recursive: true });
  const base = safeBaseName(originalName);
  for (let attempt = 0; attempt < 999; attempt += 1) {
    const newFileName = `${base}_${formatCompactDateTime(now)}A${nextSequence()}.${extension}`;
    try {
      await fs.promises.writeFile(path.join(folder, newFileName), bytes, { flag: 'wx' });
      return { fileName: `${PROFILE_PREFIX}/upload/${datePath}/${newFileName}`, newFileName };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('no free upload file name');
}

/**
 * Resolves a client-given relative path inside `root`, refusing `..`, absolute paths, and anything
 * (symbolic links included) that ends up outside. Returns null when refused or missing.
 */
export async function resolveInside(root: string, relative: string): Promise<string | null> {
  if (!relative || relative.includes('..') || relative.includes('\0') || path.isAbsolute(relative))
    return null;
  const candidate = path.resolve(root, relative);
  try {
    const [realRoot, realFile] = await Promise.all([
      fs.promises.realpath(root),
      fs.promises.realpath(candidate),
    ]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    return (await fs.promises.stat(realFile)).isFile() ? realFile : null;
  } catch {
    return null;
  }
}
