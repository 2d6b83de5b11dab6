import { changeLanguage, initI18n } from '@dis/shared';
import { onRequestEvent, type RequestEvent } from './events';
import { carriedAnswer, http } from './client';
import { installFakeAdapter } from './fakeAdapter.test-utils';

const server = installFakeAdapter();
const LIST = '/system/user/list?pageNum=1&pageSize=20';
const listBody = { code: 200, msg: '查询成功', total: 1, rows: [{ userId: 1, userName: 'admin' }] };

/** A document that carried `answers` in `lang` (docs/site/document.md "A console document"). */
function carry(answers: Record<string, unknown>, lang = 'zh-cn') {
  window.__DIS_ANSWERS__ = { lang, answers };
}

describe('the answers a console document carries', () => {
  let events: RequestEvent[];
  let off: () => void;
  beforeAll(() => initI18n({ language: 'zh-cn' }));
  beforeEach(() => {
    server.reset();
    events = [];
    off = onRequestEvent((event) => events.push(event));
  });
  afterEach(() => off());

  it('answer the page’s first read of an address without asking, once', async () => {
    carry({ [LIST]: listBody, '/system/user/deptTree': { code: 200, data: [] } });
    await expect(http.get('/system/user/list', { userName: '', pageNum: 1, pageSize: 20 })).resolves.toEqual(
      listBody,
    );
    expect(server.calls).toHaveLength(0);
    // the next read of the same address asks the server
    server.reply({ body: { ...listBody, total: 2 } });
    await expect(
      http.get<{ total: number }>('/system/user/list', { pageNum: 1, pageSize: 20 }),
    ).resolves.toMatchObject({ total: 2 });
    expect(server.calls).toHaveLength(1);
    // an address the document did not answer is asked as always
    await http.get('/system/user/list', { pageNum: 2, pageSize: 20 });
    expect(server.calls).toHaveLength(2);
  });

  it('go through the same reading of the envelope as an answer from the server', async () => {
    carry({ '/system/user/deptTree': { code: 500, msg: '部门数据异常' } });
    await expect(http.get('/system/user/deptTree')).rejects.toMatchObject({
      message: '部门数据异常',
      code: 500,
    });
    expect(events).toEqual([expect.objectContaining({ type: 'error', message: '部门数据异常' })]);
    expect(server.calls).toHaveLength(0);
  });

  it('are dropped after any write, and not taken in another language', async () => {
    carry({ [LIST]: listBody, '/system/user/deptTree': { code: 200, data: [] } });
    await http.put('/system/user/changeStatus', { userId: 2, status: '1' });
    await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    expect(server.calls.map((call) => call.method)).toEqual(['put', 'get']);

    carry({ [LIST]: listBody }, 'en');
    await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    expect(server.calls).toHaveLength(3);
    await changeLanguage('en');
    carry({ [LIST]: listBody }, 'en');
    await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    expect(server.calls).toHaveLength(3);
    await changeLanguage('zh-cn');
  });

  it('are not taken once the page has been open a minute', async () => {
    carry({ [LIST]: listBody });
    const now = jest.spyOn(performance, 'now').mockReturnValue(60_001);
    await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    now.mockRestore();
    expect(server.calls).toHaveLength(1);
  });

  it('ignore a malformed carrier', async () => {
    for (const carried of [null, 'x', { lang: 1, answers: {} }, { lang: 'zh-cn', answers: 'x' }]) {
      window.__DIS_ANSWERS__ = carried as never;
      await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    }
    expect(server.calls).toHaveLength(4);
  });

  it('are read synchronously by a first render, once, then the server is asked', async () => {
    carry({ [LIST]: listBody });
    expect(carriedAnswer('/system/user/list', { userName: '', pageNum: 1, pageSize: 20 })).toEqual(listBody);
    expect(carriedAnswer('/system/user/list', { pageNum: 1, pageSize: 20 })).toBeUndefined();
    await http.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    expect(server.calls).toHaveLength(1);
  });

  it('read synchronously, give nothing for a refusal, another language or no carrier', async () => {
    carry({ '/system/user/deptTree': { code: 500, msg: '部门数据异常' } });
    expect(carriedAnswer('/system/user/deptTree')).toBeUndefined();
    // the refusal is not kept: the page's own read asks the server, which reports as always
    server.reply({ body: { code: 200, data: [] } });
    await expect(http.get('/system/user/deptTree')).resolves.toEqual({ code: 200, data: [] });
    expect(server.calls).toHaveLength(1);
    carry({ [LIST]: listBody }, 'en');
    expect(carriedAnswer('/system/user/list', { pageNum: 1, pageSize: 20 })).toBeUndefined();
    delete window.__DIS_ANSWERS__;
    expect(carriedAnswer('/system/user/list', { pageNum: 1, pageSize: 20 })).toBeUndefined();
    expect(events).toEqual([]);
  });
});
