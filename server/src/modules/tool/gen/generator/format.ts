import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { resolveTool } from './tools';
import type { GeneratedFile, RepoReader } from './types';

/** The child's script: formats `{files, config}` from stdin, answers the texts as JSON. */
const FORMAT_SCRIPT = `
const [prettierUrl] = process.argv.slice(1);
const loaded = await import(prettierUrl);
const prettier = loaded.format ? loaded : loaded.default;
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { files, config } = JSON.parse(input);
const texts = [];
for (const file of files) texts.push(await prettier.format(file.content, { ...config, filepath: file.path }));
process.stdout.write(JSON.stringify(texts));
`;

/**
 * Texts already formatted, by configuration, path and text: 预览 then 生成代码 (or a second
 * preview of an unchanged table) formats once. Bounded; the oldest go first.
 */
const done = new Map<string, string>();
const DONE_AT_MOST = 400;
const doneKey = (config: string, file: GeneratedFile) =>
  createHash('sha256')
    .update(config)
    .update('\0')
    .update(file.path)
    .update('\0')
    .update(file.content)
    .digest('hex');

/**
 * Formats the files as the repository's prettier configuration does (`prettier --check` passes on
 * the output). prettier is a development tool (tools.ts) run in a Node process of its own: its API
 * loads its parsers by dynamic import, which a test runner's module sandbox refuses, and a busy
 * formatter does not hold up the server's other requests. SQL is not prettier's, and
 * `migrations/meta/` is prettier-ignored.
 */
export async function formatted(
  files: GeneratedFile[],
  repo: RepoReader,
  toolsRoot?: string,
): Promise<GeneratedFile[]> {
  const configText = (await repo('.prettierrc.json')) ?? '{}';
  const config = JSON.parse(configText) as Record<string, unknown>;
  const formattable = files.filter((file) => !file.path.includes('/migrations/'));
  const todo = formattable.filter((file) => !done.has(doneKey(configText, file)));
  const texts = todo.length > 0 ? await formatInChild(todo, config, toolsRoot) : [];
  todo.forEach((file, at) => {
    if (done.size >= DONE_AT_MOST) done.delete(done.keys().next().value as string);
    done.set(doneKey(configText, file), texts[at]);
  });
  return files.map((file) => {
    const text = formattable.includes(file) ? done.get(doneKey(configText, file)) : undefined;
    return text === undefined ? file : { ...file, content: text };
  });
}

/** prettier in a Node process of its own over `files`: their texts, in order. */
async function formatInChild(
  files: GeneratedFile[],
  config: Record<string, unknown>,
  toolsRoot?: string,
): Promise<string[]> {
  // a file URL: the child imports exactly the prettier found here
  const prettierUrl = pathToFileURL(resolveTool('prettier', toolsRoot)).href;
  return new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', FORMAT_SCRIPT, prettierUrl]);
    // whole texts: a chunk may end inside a character of several bytes (Chinese words)
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as string[])
        : reject(new Error(`prettier: ${Buffer.concat(errors).toString('utf8')}`)),
    );
    child.stdin.end(JSON.stringify({ files, config }));
  });
}
