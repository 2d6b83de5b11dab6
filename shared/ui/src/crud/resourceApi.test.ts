import { download, http } from '@dis/shared/request';
import { entityOf, resourceApi } from './resourceApi';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
const remove = http.delete as jest.Mock;

interface Post {
  postId: number;
  postName: string;
  status: string;
}

beforeEach(() => {
  for (const mock of [get, post, put, remove, download as jest.Mock]) mock.mockReset();
  for (const mock of [post, put, remove]) mock.mockResolvedValue({ code: 200, msg: '操作成功' });
});

describe('resourceApi', () => {
  const posts = resourceApi<Post, { postName?: string }, Partial<Post>>('system/post');

  it('knows the path, permission prefix and id field of its key', () => {
    expect(posts).toMatchObject({ path: '/system/post', permission: 'system:post', id: 'postId' });
    expect(entityOf('system/dict/type')).toBe('type');
  });

  it('lists a page, and gets a record', async () => {
    get.mockResolvedValueOnce({ code: 200, total: 1, rows: [{ postId: 1 }] });
    await expect(posts.list({ postName: 'a', pageNum: 1, pageSize: 10 })).resolves.toMatchObject({
      total: 1,
      rows: [{ postId: 1 }],
    });
    expect(get).toHaveBeenCalledWith('/system/post/list', { postName: 'a', pageNum: 1, pageSize: 10 });
    get.mockResolvedValueOnce({ code: 200, data: { postId: 3, postName: 'ceo' } });
    await expect(posts.get(3)).resolves.toEqual({ postId: 3, postName: 'ceo' });
    expect(get).toHaveBeenLastCalledWith('/system/post/3');
  });

  it('reads a whole list answered as data (trees) as rows', async () => {
    get.mockResolvedValueOnce({ code: 200, data: [{ deptId: 1 }, { deptId: 2 }] });
    await expect(resourceApi('system/dept').list({})).resolves.toMatchObject({
      rows: [{ deptId: 1 }, { deptId: 2 }],
      total: 2,
    });
  });

  it('saves with POST without an id and PUT with one', async () => {
    await posts.save({ postName: 'ceo' });
    expect(post).toHaveBeenCalledWith('/system/post', { postName: 'ceo' });
    await posts.save({ postId: 2, postName: 'ceo' });
    expect(put).toHaveBeenCalledWith('/system/post', { postId: 2, postName: 'ceo' });
  });

  it('removes ids joined by commas, and encodes them', async () => {
    await posts.remove([1, 2, 3]);
    expect(remove).toHaveBeenCalledWith('/system/post/1,2,3');
    await resourceApi('monitor/online').remove(['a/b c']);
    expect(remove).toHaveBeenLastCalledWith('/monitor/online/a%2Fb%20c');
  });

  it('exports the filters as <entity>_<time>.xlsx and changes a status', async () => {
    await posts.export({ postName: 'ceo' });
    expect(download).toHaveBeenCalledWith(
      '/system/post/export',
      { postName: 'ceo' },
      expect.stringMatching(/^post_\d+\.xlsx$/),
    );
    await posts.changeStatus(4, '1');
    expect(put).toHaveBeenCalledWith('/system/post/changeStatus', { postId: 4, status: '1' });
  });

  it('cleans a resource with DELETE <path>/clean', async () => {
    await expect(resourceApi('monitor/logininfor').clean()).resolves.toEqual({ code: 200, msg: '操作成功' });
    expect(remove).toHaveBeenCalledWith('/monitor/logininfor/clean');
    await resourceApi('monitor/operlog').clean();
    expect(remove).toHaveBeenLastCalledWith('/monitor/operlog/clean');
  });
});
