/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertUsers } from '../fixtures';
import { START_TIMEOUT, startTestApp, type TestApp } from '../helper';

/**
 * The console's first view drawn by the server (docs/site/rendering.md "The console's first
 * view") shows a user what their own API would answer them, nothing more: the document of
 * 用户管理 for `ry` (custom data scope: depts 100, 101, 105) holds no user of another department —
 * neither in the page's cache it carries nor in the markup it draws — even right after the same
 * page was drawn for the super administrator, and with the reads that render learned asked first.
 * The assertions read the whole document as it is sent, whatever builds it. The render builds are
 * stand-ins that read the list through the session's asker and draw and carry its rows (the real
 * ones: e2e/console-drawn.spec.ts).
 */
let t: TestApp;
let root: string;

const LIST = '/system/user/list?pageNum=1&pageSize=20';
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div><script defer="defer" src="/main.js"></script></body></html>';

const PAGE_RENDER = `
exports.createConsoleRenderer = async () => async (request) => {
  const list = await request.ask(${JSON.stringify(LIST)});
  const rows = list ? list.rows.map((row) => '<tr class="ant-table-row"><td>' + row.userName + '</td></tr>').join('') : '';
  const queries = list ? [{ queryKey: ['system/user', 'list', { pageNum: '1', pageSize: '20' }, request.lang], queryHash: 'list', state: { status: 'success', data: list, dataUpdatedAt: 1 } }] : [];
  return { html: '<table>' + rows + '</table>', styles: '', reads: [${JSON.stringify(LIST)}], state: { lang: request.lang, state: { mutations: [], queries } } };
};
`;
const FRAME_RENDER = `
exports.createRenderer = async () => async () => { throw new Error('not a page of this test'); };
exports.createConsoleRenderer = async () => async (request) => ({ html: '<main>' + request.pageHtml + '</main>', styles: '' });
`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-console-scope-'));
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shell, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'ssr', 'render.cjs'), FRAME_RENDER);
  fs.writeFileSync(path.join(shell, 'chunks.json'), JSON.stringify({ console: { js: [], css: [] } }));
  const system = path.join(root, 'remote-system', 'dist');
  fs.mkdirSync(path.join(system, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(system, 'remoteEntry.js'), '');
  fs.writeFileSync(
    path.join(system, 'exposes.json'),
    JSON.stringify({ './user/index': { js: ['chunks/1.js'], css: [] } }),
  );
  fs.writeFileSync(path.join(system, 'ssr', 'render.cjs'), PAGE_RENDER);
  t = await startTestApp({ staticRoot: root, serveStatic: true });
  // one user on each side of ry's scope, by names found nowhere else
  await insertUsers(t.app, [
    { userName: 'inside-scope-7f3', deptId: 105 },
    { userName: 'outside-scope-9k2', deptId: 103 },
  ]);
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The document of 用户管理 for a signed-in user, once the server draws its first view. */
async function drawnDocument(userName: string): Promise<string> {
  const token = await t.login(userName);
  const until = Date.now() + 20_000;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/system/user',
      headers: { host: 'www.example.com', accept: 'text/html', cookie: `Admin-Token=${token}` },
    });
    expect(response.statusCode).toBe(200);
    // the first draw after a start loads the render builds and may come too late for its document
    if (response.body.includes('id="console-drawn"') && response.body.includes('id="dis-console-state"'))
      return response.body;
    if (Date.now() > until) throw new Error(`the console view was never drawn for ${userName}`);
  }
}

const drawnRows = (html: string) =>
  [...html.matchAll(/<tr class="ant-table-row"><td>([^<]+)</g)].map((m) => m[1]);

describe('the drawn console view keeps to the user’s data scope', () => {
  it('holds, for ry, only users ry may see — right after the super administrator’s view was drawn', async () => {
    const adminDocument = await drawnDocument('admin');
    expect(drawnRows(adminDocument)).toEqual(
      expect.arrayContaining(['outside-scope-9k2', 'inside-scope-7f3']),
    );

    const document = await drawnDocument('ry');
    expect(drawnRows(document)).toEqual(expect.arrayContaining(['ry', 'inside-scope-7f3']));
    // the carried cache is ry's list too
    expect(document).toMatch(/id="dis-console-state">[^<]*"userName":"inside-scope-7f3"/);
    // nowhere in what is sent: not drawn, not carried
    expect(document).not.toContain('outside-scope-9k2');
    expect(drawnRows(document)).not.toContain('admin');
  });
});
