import { UPLOAD_LIMITS } from '@dis/shared';

/** What an upload field accepts (docs/product.md §5). */
export interface UploadLimits {
  /** extensions without the dot; the Office Open XML forms (docx, xlsx, pptx) of doc/xls/ppt count too */
  types: readonly string[];
  /** megabytes per file */
  sizeMb: number;
  /** files in the field */
  limit: number;
}

export const FILE_LIMITS: UploadLimits = {
  types: UPLOAD_LIMITS.fileTypes,
  sizeMb: UPLOAD_LIMITS.fileSizeMb,
  limit: UPLOAD_LIMITS.fileCount,
};

export const IMAGE_LIMITS: UploadLimits = {
  types: UPLOAD_LIMITS.imageTypes,
  sizeMb: UPLOAD_LIMITS.fileSizeMb,
  limit: UPLOAD_LIMITS.fileCount,
};

/** A refusal: a message key of the `ui-upload` words and its values. */
export interface UploadRefusal {
  key: 'badType' | 'badImageType' | 'tooLarge' | 'imageTooLarge' | 'tooMany';
  values: Record<string, string | number>;
}

const OOXML: Record<string, string> = { doc: 'docx', xls: 'xlsx', ppt: 'pptx' };

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Every extension a list of types accepts (doc → doc and docx, as the server does). */
export function acceptedExtensions(types: readonly string[]): string[] {
  const all = types.flatMap((type) => {
    const lower = type.toLowerCase().replace(/^\./, '');
    return OOXML[lower] ? [lower, OOXML[lower]] : [lower];
  });
  return [...new Set(all)];
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(types: readonly string[]): string {
  return acceptedExtensions(types)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** Checks one chosen file: type, then size. Null when it may be uploaded. */
export function checkFile(
  file: { name: string; size: number },
  limits: Pick<UploadLimits, 'types' | 'sizeMb'>,
  kind: 'file' | 'image',
): UploadRefusal | null {
  if (limits.types.length > 0 && !acceptedExtensions(limits.types).includes(extensionOf(file.name))) {
    return { key: kind === 'image' ? 'badImageType' : 'badType', values: { types: limits.types.join('/') } };
  }
  if (limits.sizeMb > 0 && file.size > limits.sizeMb * 1024 * 1024) {
    return { key: kind === 'image' ? 'imageTooLarge' : 'tooLarge', values: { size: limits.sizeMb } };
  }
  return null;
}

/** Checks a batch of chosen files against the room left in the field. */
export function checkCount(inField: number, chosen: number, limit: number): UploadRefusal | null {
  return limit > 0 && inField + chosen > limit ? { key: 'tooMany', values: { limit } } : null;
}

/** The stored names of a value: `'a.pdf,b.pdf'` or an array → `['a.pdf', 'b.pdf']`. */
export function namesOf(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',') : [...value];
  return list.map((name) => name.trim()).filter(Boolean);
}

/** The last segment of a stored name, for display. */
export function displayName(fileName: string): string {
  const leaf = fileName.split('/').pop() ?? fileName;
  return leaf || fileName;
}
