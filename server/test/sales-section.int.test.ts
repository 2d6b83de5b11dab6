/** @jest-environment ./server/test/native-modules-environment.cjs */
import { setupTestApp } from './helper';

// The sales section's menus and first page (docs/architecture.md "Adding a section").
const t = setupTestApp();

interface Route {
  path: string;
  component?: string;
  meta?: { title: string };
  children?: Route[];
}

async function sectionRoute(token: string, lang: string): Promise<Route | undefined> {
  const answer = (
    await t.request({ method: 'GET', url: '/getRouters', token, headers: { 'accept-language': lang } })
  ).json();
  return (answer.data as Route[]).find((route) => route.path === '/sales');
}

describe('the sales section', () => {
  it("is in the super administrator's routes with its first page, in both languages", async () => {
    const admin = await t.login('admin');
    const zh = await sectionRoute(admin, 'zh-cn');
    expect(zh?.meta?.title).toBe('销售管理');
    expect(zh?.children?.map((child) => child.component)).toContain('sales/overview/index');
    expect((await sectionRoute(admin, 'en'))?.meta?.title).toBe('Sales');
  });

  it('lists the pages of the section the caller may open, and refuses a user without the right', async () => {
    const admin = await t.login('admin');
    const overview = (await t.request({ method: 'GET', url: '/sales/overview', token: admin })).json();
    expect(overview.code).toBe(200);
    expect(overview.data).toContainEqual(expect.objectContaining({ path: '/sales/overview', title: '概览' }));
    const ry = await t.login('ry');
    expect(await sectionRoute(ry, 'zh-cn')).toBeUndefined();
    const refused = (await t.request({ method: 'GET', url: '/sales/overview', token: ry })).json();
    expect(refused).toMatchObject({ code: 403 });
  });
});
