import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { contractFile, limitsBlock } from './contract';
import { migrationFiles, runtimeTable } from './migration';
import { modelOf, type Model } from './model';
import { remoteOf } from './names';
import { apiFile, dialogFile, indexFile, pageFile } from './page';
import { addImportNames, addWords, ANCHORS, insertAbove, readPatched } from './patches';
import { messagesFile, repositoryFile, resourceFile, routesFile, tableCode } from './server';
import { dialogTestFile, pageTestFile, serverTestFile } from './tests';
import { GenerateRefusal, type Generate, type GeneratedFile, type RepoReader } from './types';
import { pageWords } from './words';

export { GenerateRefusal } from './types';
export type { Generate, GeneratedFile, GenTableSpec, GenColumnSpec, RepoReader } from './types';

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
 * Formats the files as the repository's prettier configuration does (`prettier --check` passes on
 * the output). prettier is a development tool loaded only when code is generated, in a Node
 * process of its own: its API loads its parsers by dynamic import, which a test runner's module
 * sandbox refuses. SQL is not prettier's, and `migrations/meta/` is prettier-ignored.
 */
async function formatted(files: GeneratedFile[], repo: RepoReader): Promise<GeneratedFile[]> {
  const todo = files.filter((file) => !file.path.includes('/migrations/'));
  const config = JSON.parse((await repo('.prettierrc.json')) ?? '{}') as Record<string, unknown>;
  const prettierUrl = pathToFileURL(require.resolve('prettier')).href;
  const texts = await new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', FORMAT_SCRIPT, prettierUrl]);
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as string[]) : reject(new Error(`prettier: ${errors}`)),
    );
    child.stdin.end(JSON.stringify({ files: todo, config }));
  });
  return files.map((file) => {
    const at = todo.indexOf(file);
    return at < 0 ? file : { ...file, content: texts[at] };
  });
}

/** The drizzle tables of the output at run time (the migration is generated from them). */
function runtimeTables(model: Model): Record<string, unknown> {
  const tables: Record<string, unknown> = {
    [model.names.table]: runtimeTable(model.spec.tableName, model.fields),
  };
  if (model.sub) tables[model.sub.table] = runtimeTable(model.sub.spec.tableName, model.sub.fields);
  return tables;
}

/**
 * The whole output for one table (docs/tool/gen-output.md): new files first, then the patched
 * ones. Refuses (`GenerateRefusal`) a new file whose path is taken or a patched file without its
 * anchor.
 */
export const generate: Generate = async (spec, repo, options) => {
  const model = modelOf(spec);
  const { names } = model;
  const remote = await remoteOf(spec.moduleName, repo);
  const page = `${remote.dir}/src/pages/${names.business}`;
  const server = `server/src/modules/${names.section}/${names.business}`;
  const migration = await migrationFiles(model, runtimeTables(model), repo, options.now);

  const created: Array<[string, string | null]> = [
    [`shared/contract/src/schemas/${names.file}.ts`, contractFile(model)],
    [`${server}/routes.ts`, routesFile(model)],
    [`${server}/resource.ts`, resourceFile(model)],
    [`${server}/repository.ts`, repositoryFile(model)],
    [`${server}/messages.ts`, messagesFile(model)],
    [migration.sqlPath, migration.sql],
    [migration.snapshotPath, migration.snapshot],
    [`server/test/${names.file}.int.test.ts`, serverTestFile(model)],
    [`${page}/index.tsx`, indexFile(model)],
    [`${page}/api.ts`, apiFile(model)],
    [`${page}/${names.one}Page.tsx`, pageFile(model, remote)],
    [`${page}/${names.one}Dialog.tsx`, dialogFile(model, remote)],
    [`${page}/${names.one}Page.test.tsx`, pageTestFile(model)],
    [`${page}/${names.one}Dialog.test.tsx`, dialogTestFile(model)],
  ];
  const files: GeneratedFile[] = [];
  for (const [path, content] of created) {
    if (content === null) continue;
    if ((await repo(path)) !== null) throw new GenerateRefusal('exists', path);
    files.push({ path, content, kind: 'new' });
  }
  // a page folder or a module folder of that name is somebody's already
  for (const taken of [`${page}/index.ts`, `${server}/service.ts`]) {
    if ((await repo(taken)) !== null) throw new GenerateRefusal('exists', taken);
  }

  const patched: GeneratedFile[] = [];
  const patch = (path: string, content: string) => patched.push({ path, content, kind: 'patched' });

  const index = await readPatched(repo, ANCHORS.contractIndex.path);
  patch(
    ANCHORS.contractIndex.path,
    insertAbove(
      index,
      ANCHORS.contractIndex.path,
      ANCHORS.contractIndex.line,
      `export * from './schemas/${names.file}';`,
    ),
  );

  const resources = await readPatched(repo, ANCHORS.resources.path);
  if (resources.includes(`'${names.key}':`))
    throw new GenerateRefusal('exists', `${ANCHORS.resources.path}#${names.key}`);
  patch(
    ANCHORS.resources.path,
    insertAbove(
      resources,
      ANCHORS.resources.path,
      ANCHORS.resources.line,
      `  '${names.key}': resource('${names.path}', '${names.permission}', '${names.id}'),`,
    ),
  );

  const limits = await readPatched(repo, ANCHORS.limits.path);
  let limitLines = limitsBlock(names.limits, model.fields, `${spec.functionName} (\`${names.path}\`)`);
  if (model.sub)
    limitLines += `\n${limitsBlock(model.sub.limits, model.sub.fields, `${model.sub.spec.functionName || model.sub.spec.tableName}, the detail rows of \`${names.path}\``)}`;
  patch(
    ANCHORS.limits.path,
    insertAbove(limits, ANCHORS.limits.path, ANCHORS.limits.line, `${limitLines}\n`),
  );

  let schema = await readPatched(repo, ANCHORS.schema.path);
  const builders = new Set<string>();
  let tables = tableCode(
    names.table,
    spec.tableName,
    spec.tableComment || spec.functionName,
    model.fields,
    builders,
  );
  if (model.sub) {
    const subSpec = model.sub.spec;
    tables += `\n${tableCode(model.sub.table, subSpec.tableName, subSpec.tableComment || subSpec.functionName, model.sub.fields, builders)}`;
  }
  schema = insertAbove(schema, ANCHORS.schema.path, ANCHORS.schema.line, `${tables}\n`);
  patch(
    ANCHORS.schema.path,
    addImportNames(schema, ANCHORS.schema.path, 'drizzle-orm/pg-core', [...builders]),
  );

  let app = await readPatched(repo, ANCHORS.appImports.path);
  const routes = `${names.section}${names.one}Routes`;
  app = insertAbove(
    app,
    ANCHORS.appImports.path,
    ANCHORS.appImports.line,
    `import ${routes} from './modules/${names.section}/${names.business}/routes';`,
  );
  app = insertAbove(app, ANCHORS.appRoutes.path, ANCHORS.appRoutes.line, `${routes},`);
  patch(ANCHORS.appImports.path, app);

  patch(migration.sqlPath.replace(/[^/]+$/, 'meta/_journal.json'), migration.journal);

  const words = pageWords(model);
  for (const lang of ['zh-cn', 'en'] as const) {
    const path = remote.localeFiles[lang];
    patch(path, addWords(await readPatched(repo, path), path, names.business, words[lang]));
  }

  return formatted([...files, ...patched], repo);
};
