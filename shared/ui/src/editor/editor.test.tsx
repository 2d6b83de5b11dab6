import { act, fireEvent, waitFor } from '@testing-library/react';
import { RequestError, uploadFile } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import { renderWithUi } from '../testing/renderWithUi';
import { checkEditorImage, EDITOR_TOOLBAR, editorHtml } from './editorConfig';
import QuillEditor from './QuillEditor';

/** A stand-in for Quill (an ES module jest does not load): records what the editor asks of it. */
const instances: FakeQuill[] = [];
class FakeQuill {
  root = { innerHTML: '<p><br></p>' };
  options: {
    placeholder: string;
    modules: { toolbar: { container: unknown; handlers: { image: () => void } } };
  };
  listeners: Record<string, () => void> = {};
  enabled = true;
  inserted: Array<[number, string, string]> = [];
  pasted: string[] = [];
  clipboard = { dangerouslyPasteHTML: (html: string) => this.pasted.push(html) };
  constructor(_el: HTMLElement, options: FakeQuill['options']) {
    this.options = options;
    instances.push(this);
  }
  on(event: string, fn: () => void) {
    this.listeners[event] = fn;
  }
  off() {}
  enable(on: boolean) {
    this.enabled = on;
  }
  getSelection() {
    return { index: 3 };
  }
  getLength() {
    return 10;
  }
  insertEmbed(index: number, type: string, url: string) {
    this.inserted.push([index, type, url]);
  }
  setSelection() {}
  type(html: string) {
    this.root.innerHTML = html;
    this.listeners['text-change']?.();
  }
}
jest.mock('quill', () => ({
  __esModule: true,
  default: jest.fn((el, options) => new FakeQuill(el, options)),
}));
jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  uploadFile: jest.fn(),
}));
jest.mock('../feedback/feedback', () => ({ feedback: { message: { error: jest.fn() } } }));

const send = uploadFile as jest.Mock;
const showError = feedback.message.error as jest.Mock;

function image(name: string, size = 100) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  instances.length = 0;
  send.mockReset();
  showError.mockReset();
});

describe('editor config', () => {
  it('offers headers 1–6, the marks, lists, quote, code, link, image, alignment and clear', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      [{ header: [1, 2, 3, 4, 5, 6, false] }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['blockquote', 'code-block'],
      ['link', 'image'],
      [{ align: [] }],
      ['clean'],
    ]);
  });

  it('checks images: png/jpg/jpeg, 5 MB', () => {
    expect(checkEditorImage({ name: 'a.png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkEditorImage({ name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      key: 'tooLarge',
      values: { size: 5 },
    });
    expect(checkEditorImage({ name: 'a.svg', size: 1 })?.key).toBe('badImageType');
    expect(editorHtml('<p><br></p>')).toBe('');
  });
});

describe('QuillEditor', () => {
  it('shows the value, says 请输入内容, reports HTML and follows readOnly', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithUi(<QuillEditor value="<p>hi</p>" onChange={onChange} />);
    const quill = instances.at(-1)!;
    expect(quill.options.placeholder).toBe('请输入内容');
    expect(quill.pasted).toEqual(['<p>hi</p>']);
    act(() => quill.type('<p>hi there</p>'));
    expect(onChange).toHaveBeenLastCalledWith('<p>hi there</p>');
    rerender(<QuillEditor value="<p>hi there</p>" onChange={onChange} readOnly />);
    expect(quill.pasted).toEqual(['<p>hi</p>']);
    expect(quill.enabled).toBe(false);
    act(() => quill.type('<p><br></p>'));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('uploads a chosen image and inserts it at the cursor', async () => {
    send.mockResolvedValueOnce({ code: 200, fileName: '/profile/upload/a.png' });
    const { container } = renderWithUi(<QuillEditor />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [image('a.png')] } });
    await waitFor(() =>
      expect(instances.at(-1)!.inserted).toEqual([[3, 'image', '/prod-api/profile/upload/a.png']]),
    );
  });

  it('refuses a large image with the size message and says 图片插入失败 when the upload fails', async () => {
    const { container } = renderWithUi(<QuillEditor />);
    const input = container.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [image('big.jpg', 6 * 1024 * 1024)] } });
    expect(showError).toHaveBeenCalledWith('上传文件大小不能超过 5 MB!');
    send.mockRejectedValueOnce(new RequestError('后端接口连接异常', 0, 'network'));
    fireEvent.change(input, { target: { files: [image('ok.jpg')] } });
    await waitFor(() => expect(showError).toHaveBeenCalledWith('图片插入失败'));
    expect(instances.at(-1)!.inserted).toEqual([]);
  });
});
