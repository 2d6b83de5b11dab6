/** Props of the kit's rich-text editor (a form control on HTML). */
export interface RichTextEditorProps {
  /** HTML */
  value?: string | null;
  onChange?: (html: string) => void;
  readOnly?: boolean;
  /** pixels of the writing area (192) */
  minHeight?: number;
  /** 请输入内容 by default */
  placeholder?: string;
  /** megabytes per inserted image (5) */
  fileSizeMb?: number;
  id?: string;
}
