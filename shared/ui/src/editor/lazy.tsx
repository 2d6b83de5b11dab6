import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { RichTextEditorProps } from './types';

/** Rich-text editor (Quill 2) on HTML, loaded on first use: nothing of it is in a list page's first view. */
export const RichTextEditor: ComponentType<RichTextEditorProps> = lazyComponent(() =>
  import('./QuillEditor').then((m) => m.default),
);

export type { RichTextEditorProps };
