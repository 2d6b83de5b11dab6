import fs from 'node:fs';
import path from 'node:path';
import { formatCompactDateTime, formatDatePath } from '../../common/datetime';

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
