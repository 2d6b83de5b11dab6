import type { RepoReader } from './types';
import { GenerateRefusal } from './types';

/**
 * The lines the generator writes next to: each patched file keeps one such stable line, and the
 * new lines go just above it (docs/tool/gen-output.md "Anchors").
 */
export const ANCHORS = {
  contractIndex: {
    path: 'shared/contract/src/index.ts',
    line: '// Generated resources (docs/tool/gen-output.md): their exports go above this line.',
  },
  resources: {
    path: 'shared/contract/src/resources.ts',
    line: '} as const satisfies Record<string, ResourceKeyInfo>;',
  },
  limits: {
    path: 'shared/contract/src/rules/limits.ts',
    line: '// Generated resources (docs/tool/gen-output.md): their limits go above this line.',
  },
  schema: {
    path: 'server/src/db/schema.ts',
    line: '// Generated tables (docs/tool/gen-output.md) go above this line.',
  },
  appImports: {
    path: 'server/src/app.ts',
    line: '// Generated modules (docs/tool/gen-output.md): their routes are imported above this line.',
  },
  appRoutes: {
    path: 'server/src/app.ts',
    line: '// generated modules (docs/tool/gen-output.md) above this line',
  },
} as const;

/** The file's text, or the refusal that it is missing. */
export async function readPatched(repo: RepoReader, path: string): Promise<string> {
  const text = await repo(path);
  if (text === null) throw new GenerateRefusal('anchor', path);
  return text;
}

/** Inserts `lines` above the (trimmed) anchor line, with the anchor's indentation; refuses without it. */
export function insertAbove(text: string, path: string, anchor: string, lines: string): string {
  const all = text.split('\n');
  const at = all.findIndex((line) => line.trim() === anchor);
  if (at < 0) throw new GenerateRefusal('anchor', path);
  const indent = /^\s*/.exec(all[at])![0];
  const added = lines
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line ? indent + line : line));
  return [...all.slice(0, at), ...added, ...all.slice(at)].join('\n');
}

/** Adds names to the `import { … } from '<module>'` list of a file (kept in order). */
export function addImportNames(text: string, path: string, module: string, names: readonly string[]): string {
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${module.replace(/[/\\-]/g, '\\$&')}';`);
  const found = pattern.exec(text);
  if (!found) throw new GenerateRefusal('anchor', path);
  const present = found[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const all = [...new Set([...present, ...names])].sort((a, b) =>
    a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''), 'en'),
  );
  return text.replace(pattern, `import { ${all.join(', ')} } from '${module}';`);
}

/** Adds the words of a page under `key` to a locale file; refuses a key already there. */
export function addWords(text: string, path: string, key: string, words: unknown): string {
  const parsed = JSON.parse(text) as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(parsed, key))
    throw new GenerateRefusal('exists', `${path}#${key}`);
  parsed[key] = words;
  return `${JSON.stringify(parsed, null, 2)}\n`;
}
