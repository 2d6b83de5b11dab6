import { hashPassword, PASSWORD_WORK_AT_ONCE, verifyPassword } from './password-hash';

/** RuoYi's hash of admin123, as the seed stores it. */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

describe('password hashes', () => {
  it("checks RuoYi's $2a$ hashes and its own, and matches nothing for an account without one", async () => {
    expect(await verifyPassword('admin123', ADMIN123)).toBe(true);
    expect(await verifyPassword('admin124', ADMIN123)).toBe(false);
    const made = await hashPassword('秘密 pass 1');
    expect(made).toMatch(/^\$2b\$10\$/);
    expect(await verifyPassword('秘密 pass 1', made)).toBe(true);
    for (const none of ['', null, undefined, 'not a hash'])
      expect(await verifyPassword('', none)).toBe(false);
  });

  it('checks a burst of passwords a few at a time, each answered', async () => {
    expect(PASSWORD_WORK_AT_ONCE).toBeGreaterThanOrEqual(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => verifyPassword(index % 2 ? 'admin123' : 'wrong', ADMIN123)),
    );
    expect(answers).toEqual([false, true, false, true, false, true]);
  });
});
