import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { RequestError, requestRaw, type RawAnswer } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { TRY_DOC } from './fixture.test-data';
import { groupOperations, type ApiOperation } from './operations';
import { OperationHeader } from './OperationHeader';
import { TryIt } from './TryIt';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, requestRaw: jest.fn() };
});
const raw = requestRaw as jest.MockedFunction<typeof requestRaw>;

const operations = groupOperations(TRY_DOC).flatMap((group) => group.operations);
const op = (id: string) => operations.find((operation) => operation.id === id) as ApiOperation;

function answer(body: BlobPart, type: string, extra: Record<string, string> = {}, status = 200): RawAnswer {
  return {
    status,
    statusText: status === 200 ? 'OK' : '',
    headers: new Headers({ 'content-type': type, ...extra }),
    data: new Blob([body], { type }),
    ms: 12,
  };
}

beforeEach(() => raw.mockReset());

describe('试一试', () => {
  it('sends the filled parameters through the console client and shows status, headers and rows', async () => {
    raw.mockResolvedValue(
      answer(
        JSON.stringify({ code: 200, msg: '查询成功', total: 1, rows: [{ postCode: 'ceo' }] }),
        'application/json',
        {
          'x-request': 'abc',
        },
      ),
    );
    renderWithUi(<TryIt doc={TRY_DOC} operation={op('get /prod-api/system/post/list')} />);
    // a default is filled in; an empty optional parameter is not sent
    expect((screen.getByLabelText('pageNum (查询)') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByLabelText('params[beginTime] (查询)'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    const region = await screen.findByRole('region', { name: '响应结果' });
    expect(raw).toHaveBeenCalledWith(
      'GET',
      '/system/post/list',
      undefined,
      expect.objectContaining({ params: { pageNum: '1', 'params[beginTime]': '2026-01-01' } }),
    );
    expect(region.textContent).toContain('HTTP 200 OK');
    expect(region.textContent).toContain('code 200');
    expect(region.textContent).toContain('耗时 12 毫秒');
    expect(screen.getByText('响应头（2）')).toBeTruthy();
    expect(screen.getByText('x-request')).toBeTruthy();
    expect(screen.getByLabelText('响应内容').textContent).toContain('"postCode": "ceo"');
  });

  it('drafts the body from the schema, says when it is not JSON, and shows a refusal in place', async () => {
    raw.mockResolvedValue(answer(JSON.stringify({ code: 500, msg: '岗位名称不能为空' }), 'application/json'));
    renderWithUi(<TryIt doc={TRY_DOC} operation={op('post /prod-api/system/post')} />);
    const editor = screen.getByLabelText('请求体（JSON）') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toMatchObject({ postCode: 'dev', postName: '', postSort: 0 });

    fireEvent.change(editor, { target: { value: '{"postName": ' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^请求体不是合法的 JSON：/);
    expect(screen.getByRole('button', { name: /发\s*送/ })).toHaveProperty('disabled', true);

    fireEvent.change(editor, { target: { value: '{"postCode":"x","postName":"","postSort":1}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('岗位名称不能为空')).toBeTruthy();
    expect(raw).toHaveBeenCalledWith(
      'POST',
      '/system/post',
      { postCode: 'x', postName: '', postSort: 1 },
      expect.anything(),
    );
    expect(screen.getByText('code 500')).toBeTruthy();

    // 重置 brings the draft back and clears the answer
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(JSON.parse((screen.getByLabelText('请求体（JSON）') as HTMLTextAreaElement).value).postCode).toBe(
      'dev',
    );
    expect(screen.queryByRole('region', { name: '响应结果' })).toBeNull();
  });

  it('asks for a missing path parameter before sending, and offers a file answer for download', async () => {
    const created = jest.fn(() => 'blob:answer');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    raw.mockResolvedValue(
      answer('PK-bytes', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', {
        'download-filename': 'post.xlsx',
      }),
    );
    renderWithUi(<TryIt doc={TRY_DOC} operation={op('get /prod-api/system/post/{postId}')} />);
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请填写：postId')).toBeTruthy();
    expect(raw).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('postId (路径)'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    const link = await screen.findByRole('link', { name: '下载 post.xlsx' });
    expect(link.getAttribute('href')).toBe('blob:answer');
    expect(link.getAttribute('download')).toBe('post.xlsx');
    expect(raw.mock.calls[0][1]).toBe('/system/post/4');
  });

  it('says when no answer came', async () => {
    raw.mockRejectedValue(new RequestError('后端接口连接异常', 0, 'network'));
    renderWithUi(<TryIt doc={TRY_DOC} operation={op('get /prod-api/getInfo')} />);
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请求没有得到响应')).toBeTruthy();
    expect(screen.getByText('后端接口连接异常')).toBeTruthy();
  });
});

describe('the operation line', () => {
  it('shows who may call it once, and the summary in the shown language', async () => {
    renderWithUi(<OperationHeader operation={op('get /prod-api/system/post/list')} />);
    expect(screen.getAllByText('system:post:list')).toHaveLength(1);
    expect(screen.getByLabelText('所需权限: system:post:list')).toBeTruthy();
    expect(screen.getByText('岗位列表')).toBeTruthy();
    expect(screen.queryByText(/List posts/)).toBeNull();
    renderWithUi(<OperationHeader operation={op('get /prod-api/getInfo')} />);
    expect(screen.getByText('登录即可')).toBeTruthy();
    await act(() => changeLanguage('en'));
    try {
      await waitFor(() => expect(screen.getByText('List posts')).toBeTruthy());
      expect(screen.getByText('Any signed-in user')).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
