/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import path from 'node:path';
import '../../test/native-modules';
import '../app';
import { defineMessages, registeredMessages } from './catalogue';

/** Every module catalogue file: `modules/**\/messages.ts` and `log-messages.ts`. */
function catalogueFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return /(^|-)messages\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the message catalogues', () => {
  it('are all registered by building the app: every module brings its own words', async () => {
    const before = new Set(registeredMessages().keys());
    const files = catalogueFiles(path.join(__dirname, '..', 'modules'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const exported = Object.entries((await import(file)) as Record<string, unknown>).filter(([name]) =>
        name.endsWith('_MESSAGES'),
      );
      expect([file, exported.length > 0]).toEqual([file, true]);
      for (const [, catalogue] of exported)
        for (const key of Object.keys(catalogue as object))
          expect([file, key, before.has(key)]).toEqual([file, key, true]);
    }
    expect(registeredMessages().size).toBe(before.size);
  });

  it('never define a key twice (a module would silently replace another one)', () => {
    expect(() => defineMessages({ 'auth.forbidden': { 'zh-cn': '另一个', en: 'another' } })).toThrow(
      "message key 'auth.forbidden' is defined twice",
    );
    expect(registeredMessages().get('auth.forbidden')?.en).toBe(
      'No permission; please ask the administrator for authorisation',
    );
  });

  it('give every message in both languages', () => {
    for (const [key, text] of registeredMessages()) {
      expect([key, text['zh-cn'].length > 0, text.en.length > 0]).toEqual([key, true, true]);
    }
  });
});
