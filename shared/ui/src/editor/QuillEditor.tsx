import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { Spin } from 'antd';
import { resourceUrl, type UploadResult } from '@dis/shared';
import { RequestError, uploadFile } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import { acceptAttribute } from '../upload/uploadRules';
import { checkEditorImage, EDITOR_IMAGE_LIMITS, EDITOR_TOOLBAR, editorHtml } from './editorConfig';
import { useEditorWords } from './editorWords';
import type { RichTextEditorProps } from './types';
import './editor.css';

/**
 * Quill 2 with the console's toolbar (loaded on first use). The value is HTML; images go through
 * `/common/upload` (png/jpg/jpeg, 5 MB) and are inserted by their stored address.
 */
export default function QuillEditor({
  value,
  onChange,
  readOnly = false,
  minHeight = 192,
  placeholder,
  fileSizeMb = EDITOR_IMAGE_LIMITS.sizeMb,
  id,
}: RichTextEditorProps) {
  const { t } = useEditorWords();
  const host = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const quill = useRef<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const latest = useRef({ onChange, t, fileSizeMb });
  const [uploading, setUploading] = useState(false);

  useLayoutEffect(() => {
    latest.current = { onChange, t, fileSizeMb };
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const editor = new Quill(container, {
      theme: 'snow',
      placeholder: placeholder ?? latest.current.t('placeholder'),
      modules: {
        toolbar: { container: EDITOR_TOOLBAR, handlers: { image: () => fileInput.current?.click() } },
      },
    });
    quill.current = editor;
    editor.on('text-change', () => {
      const html = editorHtml(editor.root.innerHTML);
      emitted.current = html;
      latest.current.onChange?.(html);
    });
    return () => {
      quill.current = null;
      editor.off('text-change');
      container.innerHTML = '';
      const toolbar = container.previousElementSibling;
      if (toolbar?.classList.contains('ql-toolbar')) toolbar.remove();
    };
  }, [placeholder]);

  // a value from outside (record loaded, form reset) replaces the content
  useEffect(() => {
    const editor = quill.current;
    if (!editor || (value ?? '') === (emitted.current ?? '')) return;
    emitted.current = value ?? '';
    editor.clipboard.dangerouslyPasteHTML(value ?? '', 'silent');
  }, [value]);

  useEffect(() => {
    quill.current?.enable(!readOnly);
  }, [readOnly]);

  const insertImage = async (file: File) => {
    const { t: say, fileSizeMb: limit } = latest.current;
    const refusal = checkEditorImage(file, limit);
    if (refusal) {
      feedback.message.error(
        say(refusal.key === 'tooLarge' ? 'imageTooLarge' : 'badImageType', refusal.values),
      );
      return;
    }
    const editor = quill.current;
    if (!editor) return;
    const index = editor.getSelection(true)?.index ?? editor.getLength();
    setUploading(true);
    try {
      const answer = await uploadFile<UploadResult>('/common/upload', file, { silent: true });
      editor.insertEmbed(index, 'image', resourceUrl(answer.fileName), 'user');
      editor.setSelection(index + 1, 0);
    } catch (error) {
      feedback.message.error(
        error instanceof RequestError && error.kind === 'business' ? error.message : say('insertFailed'),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="dis-editor" id={id} aria-label={t('label')}>
      <div ref={host} className="dis-editor__body" style={{ minHeight }} />
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={acceptAttribute(EDITOR_IMAGE_LIMITS.types)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <Spin fullscreen spinning={uploading} description={t('uploading')} />
    </div>
  );
}
