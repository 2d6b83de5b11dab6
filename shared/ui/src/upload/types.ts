/** Props of the kit's upload fields (form controls: `value` / `onChange`). */
export interface UploadFieldProps {
  /** comma-joined stored names (`/profile/upload/…`) */
  value?: string | null;
  onChange?: (value: string) => void;
  /** accepted extensions; files: doc/xls/ppt/txt/pdf, images: png/jpg/jpeg */
  types?: readonly string[];
  /** megabytes per file (5) */
  sizeMb?: number;
  /** files in the field (5) */
  limit?: number;
  /** show 请上传 大小不超过 … 的文件 under the field */
  showTip?: boolean;
  /** show the stored files only */
  disabled?: boolean;
  id?: string;
}
