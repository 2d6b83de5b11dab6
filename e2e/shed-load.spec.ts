import { expect, test } from '@playwright/test';
import { API, opened, snap, USERS } from './support/session';

/**
 * A console opened while the server is past capacity (docs/deploy.md "What is shed, and when"):
 * the server turns API calls away (503 with Retry-After) but answers the document, every script,
 * stylesheet and entry file; the console asks its reads once more after Retry-After and becomes
 * usable once the load has passed, without a reload. The server here is the production one with
 * the guard on event-loop utilisation (over 50 % in a one-second sample), and the load is a
 * morning's worth of public pages drawn afresh (`/News?page=<n>`, a document: never turned away).
 */
type Started = { url: string; stop: () => Promise<void> };
let server: Started;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { startServer } = (await import('../scripts/lib/server.mjs')) as {
    startServer: (options: { env: Record<string, string> }) => Promise<Started>;
  };
  server = await startServer({
    env: {
      CAPTCHA_ENABLED: 'false',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.5',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Public pages drawn afresh by `lanes` loops until `stop()`: documents, which the server always answers. */
function busyMorning(base: string, lanes = 4) {
  let running = true;
  let drawn = 0;
  const loops = Array.from({ length: lanes }, async () => {
    while (running) {
      const page = 1 + Math.floor(Math.random() * 1_000_000);
      const answer = await fetch(`${base}/News?page=${page}`, { headers: { Accept: 'text/html' } }).catch(
        () => null,
      );
      await answer?.arrayBuffer();
      drawn += 1;
    }
  });
  return {
    get drawn() {
      return drawn;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

test('a console opened under shed load gets every file it needs and becomes usable', async ({ page }) => {
  test.setTimeout(120_000);
  const base = server.url;
  // a server that has just started may still be shedding its start-up's work: sign in once it answers
  let token = '';
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.post(`${base}${API}/login`, { data: USERS.admin })).json();
        token = answer.token ?? '';
        return answer.code;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(200);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: base }]);

  const load = busyMorning(base);
  try {
    // the server is turning API calls away
    await expect
      .poll(
        async () =>
          (
            await page.request.get(`${base}${API}/getInfo`, { headers: { authorization: `Bearer ${token}` } })
          ).status(),
        { timeout: 30_000, intervals: [200] },
      )
      .toBe(503);

    const answers: { url: string; status: number; type: string }[] = [];
    page.on('response', (response) =>
      answers.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        type: response.request().resourceType(),
      }),
    );
    // the load passes a moment after the console's first read was turned away
    const firstShed = page
      .waitForResponse((response) => response.url().includes(`${API}/`) && response.status() === 503, {
        timeout: 30_000,
      })
      .then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await load.stop();
      });
    const document = await page.goto(`${base}/system/user`);
    expect(document?.status()).toBe(200);
    // the server left its drawn view out: the console draws the page itself
    expect(await document?.text()).not.toContain('id="console-drawn"');
    await firstShed;

    // usable: its rows, then a dialog that reads from the API
    await expect(page.locator('.ant-table-row', { hasText: 'ry' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = await opened(page.getByRole('dialog'));
    await expect(dialog.getByLabel('用户昵称')).toBeVisible();
    await snap(page, 'shed-load-console');

    // nothing a page needs was turned away: documents, scripts, stylesheets, entry files, the maps
    const needed = answers.filter(
      ({ type, url }) =>
        ['document', 'script', 'stylesheet', 'font', 'image'].includes(type) ||
        /(remoteEntry\.js|exposes\.json|chunks\.json|remotes\.json|builds\.json)$/.test(url),
    );
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((answer) => answer.status >= 500)).toEqual([]);
    // what was turned away was an API call, and the console asked each again with success
    const shed = () => answers.filter((answer) => answer.status === 503);
    expect(shed().length).toBeGreaterThan(0);
    expect(shed().filter(({ url }) => !url.startsWith(`${API}/`))).toEqual([]);
    await expect
      .poll(
        () =>
          shed()
            .filter(({ url }) => !answers.some((answer) => answer.url === url && answer.status === 200))
            .map(({ url }) => url),
        { timeout: 20_000 },
      )
      .toEqual([]);
    // and no failure was shown to the user
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  } finally {
    await load.stop();
  }
});
