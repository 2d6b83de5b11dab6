import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { SAMPLE_DOC } from './fixture.test-data';
import SwaggerPage from './SwaggerPage';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

beforeEach(() => get.mockReset());

describe('SwaggerPage', () => {
  it('shows the operations grouped by tag and opens one', async () => {
    get.mockResolvedValue(SAMPLE_DOC);
    renderWithUi(<SwaggerPage />);
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    expect(await screen.findByText('/system/user/list')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v3/api-docs');
    expect(screen.getByRole('heading', { name: 'system-user' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '未分组' })).toBeTruthy();
    expect(screen.getByText('共 4 个接口')).toBeTruthy();
    expect(screen.getByText('system:user:remove')).toBeTruthy();
    // /login clears the security, /health has none
    expect(screen.getAllByText('无需登录')).toHaveLength(2);
    // nothing of an operation is rendered until it is opened
    expect(screen.queryByText('rows')).toBeNull();
    fireEvent.click(screen.getByText('/system/user/list'));
    expect(await screen.findByText('rows')).toBeTruthy();
    expect(screen.getByText('array<SysUser>')).toBeTruthy();
    expect(screen.getByText('部门名称')).toBeTruthy();
    expect(screen.getAllByText('可选值：0, 1')).toHaveLength(2);
    expect(screen.getAllByText('pageNum').length).toBeGreaterThan(0);
    // the permission once, on the operation's line, even when opened; the operation can be tried
    expect(screen.getAllByText('system:user:list')).toHaveLength(1);
    expect(screen.getByRole('region', { name: '试一试' })).toBeTruthy();
  });

  it('filters by path or summary', async () => {
    get.mockResolvedValue(SAMPLE_DOC);
    renderWithUi(<SwaggerPage />);
    await screen.findByText('/login');
    fireEvent.change(screen.getByPlaceholderText('按路径或摘要筛选'), { target: { value: '删除' } });
    expect(screen.queryByText('/login')).toBeNull();
    expect(screen.getByText('/system/user/{userIds}')).toBeTruthy();
    expect(screen.getByText('共 1 个接口')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('按路径或摘要筛选'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的接口')).toBeTruthy();
  });

  it('shows a failed load and tries again', async () => {
    get.mockRejectedValueOnce(new Error('当前操作没有权限')).mockResolvedValue(SAMPLE_DOC);
    renderWithUi(<SwaggerPage />);
    expect(await screen.findByText('接口文档加载失败')).toBeTruthy();
    expect(screen.getByText('当前操作没有权限')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('/login')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      get.mockResolvedValue(SAMPLE_DOC);
      renderWithUi(<SwaggerPage />);
      expect(await screen.findByPlaceholderText('Filter by path or summary')).toBeTruthy();
      expect(screen.getByText('4 operations')).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
