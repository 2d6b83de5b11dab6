import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./server-layers.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const linter = new Linter({ configType: 'flat' });

/** The rule's messages for `code` written in the repository file `file`. */
function lint(file: string, code: string, exceptions: Record<string, string> = {}): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
          plugins: { dis: { rules: { 'server-layers': rule } } },
          rules: { 'dis/server-layers': ['error', { exceptions }] },
        },
      ],
      { filename: path.join(ROOT, file) },
    )
    .map((message) => message.message);
}

describe('dis/server-layers', () => {
  it('refuses a frame folder importing a feature module, value or type', () => {
    for (const [file, code] of [
      [
        'server/src/plugins/oper-log.ts',
        "import { insertOperLog } from '../modules/monitor/operlog/repository';",
      ],
      ['server/src/i18n/messages.ts', "import { ROLE_MESSAGES } from '../modules/system/role/messages';"],
      ['server/src/security/rights.ts', "import type { Identity } from '../modules/auth/identity';"],
      ['server/src/common/dict-labels.ts', "export { getDictData } from '../modules/system/dict/service';"],
      ['server/src/db/x.ts', "const m = import('../modules/site/document');"],
      ['server/src/cache/x.ts', "import '../modules/portal/service';"],
    ] as const) {
      expect(lint(file, code)).toEqual([expect.stringContaining('the frame')]);
    }
  });

  it('refuses common/ importing a plugin', () => {
    expect(
      lint('server/src/common/resource.ts', "import { requireLoginUser } from '../plugins/auth';"),
    ).toEqual([expect.stringContaining('common/ imports no plugin')]);
    // plugins may use common/, and modules may use both
    expect(lint('server/src/plugins/auth.ts', "import { sendEnvelope } from '../common/envelope';")).toEqual(
      [],
    );
    expect(
      lint('server/src/modules/x/routes.ts', "import { publicOriginOf } from '../../plugins/public-origin';"),
    ).toEqual([]);
  });

  it("lets a module read another only through that module's repository.ts or service.ts", () => {
    const file = 'server/src/modules/system/user/service.ts';
    expect(lint(file, "import { clearRoutersCache } from '../menu/routers-cache';")).toEqual([
      expect.stringContaining('repository.ts or service.ts'),
    ]);
    expect(lint(file, "import { checkedKeys } from '../role/routes';")).toHaveLength(1);
    expect(lint(file, "import type { SysDept } from '../dept/schema';")).toHaveLength(1);
    expect(lint(file, "import { findMenu } from '../menu/repository';")).toEqual([]);
    expect(lint(file, "import { clearRoutersCache } from '../menu/service';")).toEqual([]);
  });

  it('treats a module and its sub-folders as one family, and its area folder as its own', () => {
    expect(
      lint('server/src/modules/system/user/profile/routes.ts', "import { userLabel } from '../messages';"),
    ).toEqual([]);
    expect(
      lint('server/src/modules/system/user/routes.ts', "import { avatar } from './profile/resource';"),
    ).toEqual([]);
    expect(
      lint('server/src/modules/monitor/operlog/routes.ts', "import { logLabel } from '../messages';"),
    ).toEqual([]);
  });

  it('ignores tests, files outside the server, packages, and declared exceptions', () => {
    expect(lint('server/src/i18n/messages.test.ts', "import '../modules/auth/messages';")).toEqual([]);
    expect(lint('server/test/x.int.test.ts', "import { a } from '../src/modules/auth/identity';")).toEqual(
      [],
    );
    expect(lint('server/src/plugins/x.ts', "import { Type } from '@sinclair/typebox';")).toEqual([]);
    expect(
      lint('server/src/plugins/x.ts', "import { a } from '../modules/site/render';", {
        'plugins/x.ts -> modules/site/render.ts': 'the reason',
      }),
    ).toEqual([]);
  });
});
