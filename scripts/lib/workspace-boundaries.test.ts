import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./workspace-boundaries.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const linter = new Linter({ configType: 'flat' });

/** The rule's messages for `code` written in the repository file `file`. */
function lint(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx,js,cjs,mjs}'],
          languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
          plugins: { dis: { rules: { 'workspace-boundaries': rule } } },
          rules: { 'dis/workspace-boundaries': 'error' },
        },
      ],
      { filename: path.join(ROOT, file) },
    )
    .map((message) => message.message);
}

describe('dis/workspace-boundaries', () => {
  it("refuses a relative path into another workspace's files, in every form of import", () => {
    const file = 'remote-marketing/src/site/requestForm/contactCheck.test.tsx';
    for (const code of [
      "import cases from '../../../../server/src/modules/portal/contact-cases.json';",
      "export { x } from '../../../../shared/core/src/index';",
      "export * from '../../../../shared/ui/src/index';",
      "const m = import('../../../../shell/src/App');",
      "const m = require('../../../../server/src/config');",
      "jest.mock('../../../../shared/core/src/request');",
    ]) {
      expect(lint(file, code)).toEqual([
        expect.stringMatching(/reaches into the workspace .+ by a relative path/),
      ]);
    }
    expect(lint('server/test/helper.ts', "import { x } from '../../shared/contract/src/remotes';")).toEqual([
      expect.stringContaining('shared/contract'),
    ]);
  });

  it('refuses importing the shell or a remote from anywhere', () => {
    expect(lint('shared/core/src/x.ts', "import { App } from '@dis/shell';")).toHaveLength(1);
    expect(lint('shell/src/x.ts', "import page from '@dis/remote-system/src/pages/user';")).toHaveLength(1);
    expect(lint('e2e/x.spec.ts', "import { a } from '@dis/remote-marketing';")).toHaveLength(1);
  });

  it("accepts package names, paths inside one's own workspace, and the repository's own files", () => {
    expect(lint('server/test/helper.ts', "import { buildApp } from '../src/app';")).toEqual([]);
    expect(lint('shell/src/console/x.ts', "import { a } from '../federation/remotes';")).toEqual([]);
    expect(
      lint('remote-system/src/x.ts', "import { can } from '@dis/shared'; import { b } from '@dis/ui';"),
    ).toEqual([]);
    expect(
      lint('remote-system/webpack.config.js', "const c = require('../scripts/webpack/createAppConfig.cjs');"),
    ).toEqual([]);
    expect(lint('scripts/bench.ts', "import { ROOT } from './lib/apps.mjs';")).toEqual([]);
  });
});
