import { queryKeys } from '@dis/contract/resources';
import { changeLanguage } from '@dis/shared';
import { CARRIED_FRESH_MS, resetQueryClient } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { CONSOLE_STATE_ID } from '@dis/contract/site';
import { carryInDocument } from '../testing/renderWithUi';
import { kitQueryClient } from './carried';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

const LIST = '/system/user/list?pageNum=1&pageSize=20';
const listBody = { code: 200, msg: '查询成功', total: 1, rows: [{ userId: 1, userName: 'admin' }] };
const listKey = queryKeys.list('system/user', { pageNum: '1', pageSize: '20' }, 'zh-cn');
const treeKey = queryKeys.read('system/user', ['deptTree'], {}, 'zh-cn');

/**
 * A fresh page whose document carried the cache of a render that read `answers` in `lang`
 * (docs/site/document.md "A console document").
 */
function carry(answers: Record<string, unknown>, lang = 'zh-cn') {
  carryInDocument(answers, lang);
  resetQueryClient();
  // the page's first reader takes them
  return kitQueryClient();
}

/** A reader of `key` as the kit's are: its answer from the cache while it stands, else asked. */
const read = (queryKey: readonly unknown[], url: string, params?: object) =>
  kitQueryClient().fetchQuery({ queryKey, queryFn: () => http.get(url, params) });

const carrier = () => document.getElementById(CONSOLE_STATE_ID);

describe('the cache a console document carries', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue({ code: 200, msg: '查询成功', total: 2, rows: [] });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    carrier()?.remove();
  });

  it('are keyed from the resource table, by address, parameters and language', () => {
    expect(queryKeys.ofAddress(LIST, 'zh-cn')).toEqual(listKey);
    expect(queryKeys.ofAddress('/system/dict/data/type/sys_user_sex', 'en')).toEqual(
      queryKeys.dict('sys_user_sex', 'en'),
    );
    expect(queryKeys.ofAddress('/system/dict/type/list?pageNum=1', 'en')).toEqual(
      queryKeys.list('system/dict/type', { pageNum: '1' }, 'en'),
    );
    expect(queryKeys.ofAddress('/system/columnPref/system.user', 'zh-cn')).toEqual(
      queryKeys.columnPref('system.user', 'zh-cn'),
    );
    expect(queryKeys.ofAddress('/getInfo', 'zh-cn')).toBeUndefined();
    expect(queryKeys.ofAddress('/system/user/', 'zh-cn')).toBeUndefined();
    expect(queryKeys.ofAddress('/system/user/%E0%A4%A', 'zh-cn')).toBeUndefined();
  });

  it('answer the page’s first read of an address from the cache, without asking, until it asks again', async () => {
    const client = carry({ [LIST]: listBody, '/system/user/deptTree': { code: 200, data: [] } });
    await expect(
      read(listKey, '/system/user/list', { userName: '', pageNum: 1, pageSize: 20 }),
    ).resolves.toEqual(listBody);
    await expect(read(treeKey, '/system/user/deptTree')).resolves.toEqual({ code: 200, data: [] });
    expect(get).not.toHaveBeenCalled();
    // the carrier is taken once: nothing reads it again
    expect(carrier()).toBeNull();
    // asked again (刷新): the server's answer replaces the document's, and stands no longer
    await client.fetchQuery({
      queryKey: listKey,
      queryFn: () => http.get('/system/user/list'),
      staleTime: 0,
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(listKey)).toMatchObject({ total: 2 });
    await read(listKey, '/system/user/list');
    expect(get).toHaveBeenCalledTimes(2);
    // an address the document did not answer is asked as always
    await read(queryKeys.list('system/user', { pageNum: '2', pageSize: '20' }, 'zh-cn'), '/system/user/list');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('leave a refusal out: the page’s own read asks the server, which reports as always', async () => {
    const client = carry({ '/system/user/deptTree': { code: 500, msg: '部门数据异常' } });
    expect(client.getQueryData(treeKey)).toBeUndefined();
    await read(treeKey, '/system/user/deptTree');
    expect(get).toHaveBeenCalledWith('/system/user/deptTree', undefined);
  });

  it('are not taken in another language than the page’s', async () => {
    const english = queryKeys.list('system/user', { pageNum: '1', pageSize: '20' }, 'en');
    const client = carry({ [LIST]: listBody }, 'en');
    expect(client.getQueryCache().getAll()).toEqual([]);
    await changeLanguage('en');
    try {
      carry({ [LIST]: listBody }, 'en');
      await expect(read(english, '/system/user/list')).resolves.toEqual(listBody);
      expect(get).not.toHaveBeenCalled();
    } finally {
      await changeLanguage('zh-cn');
    }
  });

  it('answer the first view only: a read once the page has been open a minute asks the server', async () => {
    carry({ [LIST]: listBody });
    jest.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + CARRIED_FRESH_MS + 1);
    await read(listKey, '/system/user/list');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('ignore a malformed carrier, and a query that is not a success in the carrier’s language', () => {
    const query = (queryKey: unknown, state: object) => ({ queryKey, queryHash: 'x', state });
    const success = { status: 'success', data: listBody, dataUpdatedAt: 1 };
    const malformed = [
      'null',
      '"x"',
      '{not json',
      JSON.stringify({ lang: 1, state: { queries: [] } }),
      JSON.stringify({ lang: 'zh-cn', state: 'x' }),
      JSON.stringify({ lang: 'zh-cn', state: { queries: 'x' } }),
      JSON.stringify({
        lang: 'zh-cn',
        state: {
          queries: [
            null,
            query('x', success),
            // another language's key, a refusal, a failed or pending read
            query(queryKeys.list('system/user', {}, 'en'), success),
            query(listKey, { ...success, data: { code: 500, msg: '异常' } }),
            query(listKey, { status: 'error', error: {}, dataUpdatedAt: 1 }),
            query(listKey, { status: 'pending', dataUpdatedAt: 0 }),
          ],
        },
      }),
    ];
    for (const text of malformed) {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = CONSOLE_STATE_ID;
      element.textContent = text;
      document.body.append(element);
      resetQueryClient();
      expect(kitQueryClient().getQueryCache().getAll()).toEqual([]);
      expect(carrier()).toBeNull();
    }
  });
});
