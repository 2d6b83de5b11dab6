import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RequestError, uploadFile } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import { renderWithUi } from '../testing/renderWithUi';
import FileUploadField from './FileUploadField';
import ImageUploadField from './ImageUploadField';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, uploadFile: jest.fn() };
});
jest.mock('../feedback/feedback', () => ({
  feedback: { message: { error: jest.fn(), success: jest.fn() } },
}));

const send = uploadFile as jest.Mock;
const showError = feedback.message.error as jest.Mock;
const MB = 1024 * 1024;

function fakeFile(name: string, size = 100): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

/** An upload answer the test settles itself. */
function deferred() {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  send.mockReset();
  showError.mockReset();
});

describe('FileUploadField', () => {
  it('refuses a wrong type and a file over 5 MB with the spec messages, sending nothing', async () => {
    const { container } = renderWithUi(<FileUploadField />);
    choose(container, [fakeFile('setup.exe')]);
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!'),
    );
    choose(container, [fakeFile('big.pdf', 5 * MB + 1)]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('上传文件大小不能超过 5 MB!'));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('请上传 大小不超过 5MB 格式为 doc/xls/ppt/txt/pdf 的文件')).toBeTruthy();
  });

  it('refuses a batch past the limit of 5', async () => {
    const { container } = renderWithUi(
      <FileUploadField value="/profile/upload/a.pdf,/profile/upload/b.pdf" />,
    );
    choose(container, [fakeFile('1.pdf'), fakeFile('2.pdf'), fakeFile('3.pdf'), fakeFile('4.pdf')]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('上传文件数量不能超过 5 个!'));
    expect(showError).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the overlay while files are in flight and reports the joined names when all are done', async () => {
    const onChange = jest.fn();
    const first = deferred();
    const second = deferred();
    send.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { container } = renderWithUi(
      <FileUploadField value="/profile/upload/old.pdf" onChange={onChange} />,
    );
    choose(container, [fakeFile('a.docx'), fakeFile('b.txt')]);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[0][0]).toBe('/common/upload');
    await waitFor(() => expect(screen.getByText('正在上传文件，请稍候...')).toBeTruthy());
    await act(async () => first.resolve({ code: 200, fileName: '/profile/upload/a_1.docx' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('正在上传文件，请稍候...')).toBeTruthy();
    await act(async () => second.resolve({ code: 200, fileName: '/profile/upload/b_1.txt' }));
    expect(onChange).toHaveBeenCalledWith(
      '/profile/upload/old.pdf,/profile/upload/a_1.docx,/profile/upload/b_1.txt',
    );
    await waitFor(() => expect(screen.queryByText('正在上传文件，请稍候...')).toBeNull());
    expect(screen.getByRole('link', { name: 'b_1.txt' }).getAttribute('href')).toBe(
      '/prod-api/profile/upload/b_1.txt',
    );
  });

  it("drops a file the server refuses with the server's message, and a failed one with 上传文件失败，请重试", async () => {
    const onChange = jest.fn();
    send
      .mockRejectedValueOnce(new RequestError('文件内容与文件格式(pdf)不符', 500, 'business'))
      .mockRejectedValueOnce(new RequestError('后端接口连接异常', 0, 'network'));
    const { container } = renderWithUi(<FileUploadField onChange={onChange} />);
    choose(container, [fakeFile('fake.pdf')]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('文件内容与文件格式(pdf)不符'));
    choose(container, [fakeFile('again.pdf')]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('上传文件失败，请重试'));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('removes a stored file', () => {
    const onChange = jest.fn();
    renderWithUi(<FileUploadField value="/profile/upload/a.pdf,/profile/upload/b.pdf" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '删除 a.pdf' }));
    expect(onChange).toHaveBeenCalledWith('/profile/upload/b.pdf');
  });
});

describe('ImageUploadField', () => {
  it('refuses other image types and large images with the image messages', async () => {
    const { container } = renderWithUi(<ImageUploadField />);
    choose(container, [fakeFile('anim.gif')]);
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!'),
    );
    choose(container, [fakeFile('huge.png', 6 * MB)]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('上传头像图片大小不能超过 5 MB!'));
    expect(send).not.toHaveBeenCalled();
  });

  it('shows stored images as cards and says 上传图片失败，请重试 when an upload fails', async () => {
    send.mockRejectedValueOnce(new RequestError('timeout', 0, 'timeout'));
    const { container } = renderWithUi(<ImageUploadField value="/profile/upload/a.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/prod-api/profile/upload/a.png');
    choose(container, [fakeFile('b.jpg')]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('上传图片失败，请重试'));
  });

  it('offers no add button once the limit is reached', () => {
    // the card's name is its icon's and its word: "plus 上传图片"
    const { rerender } = renderWithUi(<ImageUploadField value="a.png" limit={2} />);
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    rerender(<ImageUploadField value="a.png,b.png" limit={2} />);
    // both stored images are shown as cards
    expect(screen.getByAltText('a.png').getAttribute('src')).toBe('/prod-api/a.png');
    expect(screen.getByAltText('b.png').getAttribute('src')).toBe('/prod-api/b.png');
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull();
  });
});
