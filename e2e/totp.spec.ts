import { expect, test, type Page } from './support/test';
import { generate } from 'otplib';
import { API, apiLogin, opened, snap } from './support/session';

/**
 * Two-factor sign-in (docs/security.md "Two-factor sign-in"): a user of its own enrols in 个人中心
 * — its password again first, then the secret the page shows (the codes are computed here, as the
 * app would) — signs out and signs in again with the password and a code. Once in Chinese, once in English. The user is
 * deleted afterwards: other tests count the seeded users.
 */

const PASSWORD = 'Totp#2026b';

/** the app's code for the step `steps` away from now (the server takes ±1 step, each step once) */
const appCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

const WORDS = {
  'zh-cn': {
    tab: '两步验证',
    enable: '开启两步验证',
    stepUp: '验证身份',
    stepUpPassword: '登录密码',
    code: '验证码',
    confirm: '验证并开启',
    saved: '我已保存',
    on: '两步验证已开启',
    userMenu: /用户菜单/,
    logout: '退出登录',
    ok: /确\s*定/,
    account: '账号',
    password: '密码',
    login: /登\s*录/,
    prompt: '请输入身份验证器中的 6 位验证码',
    verify: /验\s*证/,
  },
  en: {
    tab: 'Two-factor sign-in',
    enable: 'Turn on two-factor sign-in',
    stepUp: 'Confirm it is you',
    stepUpPassword: 'Password',
    code: 'Code',
    confirm: 'Verify and turn on',
    saved: 'I have saved them',
    on: 'Two-factor sign-in is on',
    userMenu: /User menu/,
    logout: 'Log out',
    ok: /^(OK|Confirm)$/,
    account: 'Account',
    password: 'Password',
    login: /^Log in$/,
    prompt: 'Enter the 6-digit code from your authenticator app',
    verify: /^Verify$/,
  },
} as const;

async function createUser(page: Page, adminToken: string, userName: string): Promise<number> {
  const auth = { Authorization: `Bearer ${adminToken}` };
  const created = await (
    await page.request.post(`${API}/system/user`, {
      headers: auth,
      data: { userName, nickName: userName, password: 'Welcome#2026', deptId: 103, status: '0' },
    })
  ).json();
  expect(created.code).toBe(200);
  // the user's own password, so that no first-sign-in advice stands in the way
  const first = await (
    await page.request.post(`${API}/login`, { data: { username: userName, password: 'Welcome#2026' } })
  ).json();
  const changed = await (
    await page.request.put(`${API}/system/user/profile/updatePwd`, {
      headers: { Authorization: `Bearer ${first.token}` },
      data: { oldPassword: 'Welcome#2026', newPassword: PASSWORD },
    })
  ).json();
  expect(changed.code).toBe(200);
  const found = await (
    await page.request.get(`${API}/system/user/list?userName=${userName}`, { headers: auth })
  ).json();
  return found.rows[0].userId as number;
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`enrol in 个人中心, sign out, sign in with a code (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const adminToken = await apiLogin(page.request, baseURL!, 'admin');
    const userName = `totp${lang === 'en' ? 'e' : 'z'}${Date.now().toString(36)}`;
    const userId = await createUser(page, adminToken, userName);
    try {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);

      // sign in with the password alone (no two-factor yet)
      await page.goto('/login');
      await page.getByLabel(w.account).fill(userName);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: w.login }).click();
      await expect(page).toHaveURL(/\/manage\/index$/);

      // 个人中心 · 两步验证: the QR code and the key, the first code, the recovery codes
      await page.goto('/manageUser/profile');
      await page.getByRole('tab', { name: w.tab }).click();
      await page.getByRole('button', { name: w.enable }).click();
      // the password again first (docs/security.md "Step-up: the password again")
      const stepUp = await opened(page.getByRole('dialog', { name: w.stepUp }));
      await stepUp.getByLabel(w.stepUpPassword).fill(PASSWORD);
      await snap(page, `totp-profile-step-up-${lang}`);
      await stepUp.getByRole('button', { name: w.ok }).click();
      await expect(stepUp).toBeHidden();
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect(page.locator('img.profile-totp__qr')).toBeVisible();
      await snap(page, `totp-profile-qr-${lang}`);
      await page.getByLabel(w.code, { exact: true }).fill(await appCode(secret));
      await page.getByRole('button', { name: w.confirm }).click();
      const codes = page.getByTestId('totp-recovery-codes').locator('li');
      await expect(codes).toHaveCount(10);
      await snap(page, `totp-profile-codes-${lang}`);
      await page.getByRole('button', { name: w.saved }).click();
      // the tab's own state (the toast says the same words for a moment)
      await expect(
        page.getByRole('tabpanel', { name: w.tab }).getByText(w.on, { exact: true }),
      ).toBeVisible();

      // sign out
      await page.getByRole('button', { name: w.userMenu }).click();
      await page.getByRole('menuitem', { name: w.logout }).click();
      await (await opened(page.getByRole('dialog'))).getByRole('button', { name: w.ok }).click();
      await expect(page).toHaveURL(/\/login/);

      // sign in: the password, then the code on the login page
      await page.getByLabel(w.account).fill(userName);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: w.login }).click();
      await expect(page.getByText(w.prompt)).toBeVisible();
      const field = page.getByLabel(w.code, { exact: true });
      await field.fill(await appCode(secret, 1));
      await snap(page, `totp-login-step-${lang}`);
      await page.getByRole('button', { name: w.verify }).click();
      await expect(page).toHaveURL(/\/manage\/index$/);
      expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeTruthy();
    } finally {
      const removed = await (
        await page.request.delete(`${API}/system/user/${userId}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      ).json();
      expect(removed.code).toBe(200);
    }
  });
}
