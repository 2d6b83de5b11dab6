import { expect, test, type Page } from './support/test';
import { expectPolicy, watchPolicy } from './support/csp';
import { API, loginAs, snap } from './support/session';

/**
 * 系统接口 with 试一试 (docs/tool/api-docs.md), and the pages RuoYi's front end frames: the Swagger
 * UI and 数据监控's Druid address, for signed-in staff by the session cookie, under our policy.
 */

/** The operation of the docs page with this method and exact path. */
function operation(page: Page, method: string, path: string) {
  return page
    .locator('.console-page:visible .ant-collapse-item')
    .filter({ has: page.locator('code.api-docs__path').getByText(path, { exact: true }) })
    .filter({ has: page.locator('.api-docs__method').getByText(method, { exact: true }) });
}

test.describe('系统接口: try it', () => {
  test('a GET shows its rows, a refused POST its refusal in place, and no toast', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, baseURL!, 'admin');
    await page.goto('/tool/swagger');
    const filter = page.locator('.console-page:visible').getByPlaceholder('按路径或摘要筛选');
    await filter.fill('/system/post');

    const list = operation(page, 'GET', `${API}/system/post/list`);
    // the permission once, as one badge on the line; the summary in the shown language
    await expect(list.locator('.api-docs__permission')).toHaveText('system:post:list');
    await expect(list.locator('.api-docs__summary')).not.toContainText(' · ');
    await list.locator('.ant-collapse-header').click();
    const listTry = list.getByRole('region', { name: '试一试' });
    await listTry.getByLabel('pageSize (查询)').fill('5');
    await listTry.getByRole('button', { name: /发\s*送/ }).click();
    const listAnswer = listTry.getByRole('region', { name: '响应结果' });
    await expect(listAnswer).toContainText('HTTP 200');
    await expect(listAnswer).toContainText('code 200');
    await expect(listAnswer.getByLabel('响应内容')).toContainText('"rows": [');
    await expect(listAnswer.getByLabel('响应内容')).toContainText('"postCode": "ceo"');
    await list.scrollIntoViewIfNeeded();
    await snap(page, 'api-docs-try-get');

    // the body drafted from the schema, with an empty name: the server refuses it
    const add = operation(page, 'POST', `${API}/system/post`);
    await expect(add.locator('.api-docs__permission')).toHaveText('system:post:add');
    await add.locator('.ant-collapse-header').click();
    const addTry = add.getByRole('region', { name: '试一试' });
    const editor = addTry.getByLabel('请求体（JSON）');
    const draft = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    expect(draft).toMatchObject({ postCode: '', postName: '', postSort: 0 });
    await editor.fill('{"postName": ');
    await expect(addTry.getByRole('alert')).toContainText('请求体不是合法的 JSON');
    await expect(addTry.getByRole('button', { name: /发\s*送/ })).toBeDisabled();
    await editor.fill(JSON.stringify(draft, null, 2));
    const expected = await (
      await page.request.post(`${API}/system/post`, {
        headers: { Authorization: `Bearer ${token}` },
        data: draft,
      })
    ).json();
    expect(expected.code).toBe(500);
    await addTry.getByRole('button', { name: /发\s*送/ }).click();
    const addAnswer = addTry.getByRole('region', { name: '响应结果' });
    await expect(addAnswer).toContainText('code 500');
    await expect(addAnswer.getByRole('alert')).toHaveText(expected.msg);
    // shown in place only: the console's error toast stays quiet
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await add.scrollIntoViewIfNeeded();
    await snap(page, 'api-docs-try-refused');
  });
});

test.describe('the pages RuoYi frames, for signed-in staff', () => {
  test('/prod-api/swagger-ui/index.html shows the Swagger UI with no policy violation', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const problems = await watchPolicy(page);
    // without a session: a plain refusal, in the console's language (the host's: nothing chosen)
    const refused = await page.goto(`${API}/swagger-ui/index.html`);
    expect(refused?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();

    await loginAs(page, baseURL!, 'admin');
    // the console keeps its language in the `lang` cookie, which the framed pages follow
    await page.goto('/tool/swagger');
    await expect(page.getByText(`${API}/system/user/list`).first()).toBeVisible();
    await page.goto(`${API}/swagger-ui/index.html`);
    await expect(page).toHaveURL(new RegExp(`${API}/swagger-ui/$`));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('DIS platform API');
    const tag = page.locator('.opblock-tag-section').filter({ hasText: 'system/post' }).first();
    await tag.locator('.opblock-tag').click();
    const list = tag
      .locator('.opblock')
      .filter({ hasText: `${API}/system/post/list` })
      .first();
    await list.locator('.opblock-summary').click();
    // the permission, as the document's extension
    await expect(list.getByText('system:post:list').first()).toBeVisible();
    // "Try it out" sends the cookie's session: the server answers the page of posts
    await list.getByRole('button', { name: 'Try it out' }).click();
    await list.getByRole('button', { name: 'Execute' }).click();
    const live = list.locator('.live-responses-table');
    await expect(live.locator('tbody .response-col_status').first()).toContainText('200');
    await expect(live).toContainText('"rows"');
    await snap(page, 'swagger-ui');
    const reload = await page.goto(`${API}/swagger-ui/`);
    expectPolicy(reload);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('/prod-api/druid/login.html shows the data-source figures with no policy violation', async ({
    page,
    baseURL,
  }) => {
    const problems = await watchPolicy(page);
    await loginAs(page, baseURL!, 'admin');
    // as ruoyi-ui's frame does: from the console, whose language is in the `lang` cookie
    await page.goto('/monitor/druid');
    await expect(page.locator('.console-page:visible')).toBeVisible();
    const response = await page.goto(`${API}/druid/login.html`);
    expect(response?.status()).toBe(200);
    expectPolicy(response);
    await expect(page.getByRole('heading', { name: '数据监控', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '最大的表' }).getByText('sys_menu')).toBeVisible();
    await expect(page.getByRole('region', { name: '数据库' })).toContainText('PostgreSQL');
    await snap(page, 'druid-page');
    expect(problems).toEqual([]);
  });
});
