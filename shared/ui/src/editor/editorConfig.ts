import { UPLOAD_LIMITS } from '@dis/shared';
import { checkFile, type UploadRefusal } from '../upload/uploadRules';

/** The editor's toolbar: headers 1–6, bold/italic/underline/strike, lists, quote, code, link, image, alignment, clear. */
export const EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block'],
  ['link', 'image'],
  [{ align: [] }],
  ['clean'],
];

/** Images the editor inserts: png/jpg/jpeg up to 5 MB (docs/product.md §5). */
export const EDITOR_IMAGE_LIMITS = { types: UPLOAD_LIMITS.imageTypes, sizeMb: UPLOAD_LIMITS.fileSizeMb };

/** Checks an image chosen in the editor; the refusal's key is one of the editor's words. */
export function checkEditorImage(
  file: { name: string; size: number },
  sizeMb: number = EDITOR_IMAGE_LIMITS.sizeMb,
): UploadRefusal | null {
  const refusal = checkFile(file, { types: EDITOR_IMAGE_LIMITS.types, sizeMb }, 'image');
  return refusal?.key === 'imageTooLarge' ? { key: 'tooLarge', values: refusal.values } : refusal;
}

/** Quill's empty document is `<p><br></p>`: that is no content. */
export function editorHtml(html: string): string {
  return html === '<p><br></p>' ? '' : html;
}
