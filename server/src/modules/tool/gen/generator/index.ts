import { contractFile, limitsBlock } from './contract';
import { formatted } from './format';
import { migrationFiles } from './migration';
import { modelOf } from './model';
import { apiFile, dialogFile, indexFile, pageFile } from './page';
import { addImportNames, addWords, ANCHORS, insertAbove, readPatched } from './patches';
import { remoteOf } from './remote';
import { messagesFile, repositoryFile, resourceFile, routesFile, tableCode } from './server';
import { dialogTestFile, pageTestFile, serverTestFile } from './tests';
import { GenerateRefusal, type Generate, type GeneratedFile } from './types';
import { pageWords } from './words';

export { GenerateRefusal } from './types';
export type { Generate, GeneratedFile, GenTableSpec, GenColumnSpec, RepoReader } from './types';

/**
 * The whole output for one table (docs/tool/gen-output.md): new files first, then the patched
 * ones. Each new file is its template of `templates/` (page/, server/, contract/, test/,
 * migration/) rendered with the view its module here makes of the table. Refuses
 * (`GenerateRefusal`) a new file whose path is taken or a patched file without its anchor.
 */
export const generate: Generate = async (spec, repo, options) => {
  const model = modelOf(spec);
  const { names } = model;
  const remote = await remoteOf(spec.moduleName, repo);
  const page = `${remote.dir}/src/pages/${names.business}`;
  const server = `server/src/modules/${names.section}/${names.business}`;
  const migration = await migrationFiles(model, repo, options.now, options.toolsRoot);

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
  const above = async (anchor: (typeof ANCHORS)[keyof typeof ANCHORS], lines: string, text?: string) =>
    insertAbove(text ?? (await readPatched(repo, anchor.path)), anchor.path, anchor.line, lines);

  patch(
    ANCHORS.contractIndex.path,
    await above(ANCHORS.contractIndex, `export * from './schemas/${names.file}';`),
  );

  const resources = await readPatched(repo, ANCHORS.resources.path);
  if (resources.includes(`'${names.key}':`))
    throw new GenerateRefusal('exists', `${ANCHORS.resources.path}#${names.key}`);
  patch(
    ANCHORS.resources.path,
    await above(
      ANCHORS.resources,
      `  '${names.key}': resource('${names.path}', '${names.permission}', '${names.id}'),`,
      resources,
    ),
  );

  const limits = [limitsBlock(names.limits, model.fields, `${spec.functionName} (\`${names.path}\`)`)];
  if (model.sub) {
    const what = `${model.sub.spec.functionName || model.sub.spec.tableName}, the detail rows of \`${names.path}\``;
    limits.push(limitsBlock(model.sub.limits, model.sub.fields, what));
  }
  patch(ANCHORS.limits.path, await above(ANCHORS.limits, `${limits.join('\n')}\n`));

  const builders = new Set<string>();
  const sql = new Set<string>();
  const tables = [
    tableCode(
      names.table,
      spec.tableName,
      spec.tableComment || spec.functionName,
      model.fields,
      builders,
      sql,
    ),
  ];
  if (model.sub) {
    const subSpec = model.sub.spec;
    const comment = subSpec.tableComment || subSpec.functionName;
    tables.push(tableCode(model.sub.table, subSpec.tableName, comment, model.sub.fields, builders, sql));
  }
  let schema = await above(ANCHORS.schema, `${tables.join('\n')}\n`);
  schema = addImportNames(schema, ANCHORS.schema.path, 'drizzle-orm/pg-core', [...builders]);
  if (sql.size) schema = addImportNames(schema, ANCHORS.schema.path, 'drizzle-orm', [...sql]);
  patch(ANCHORS.schema.path, schema);

  const routes = `${names.section}${names.one}Routes`;
  const app = await above(
    ANCHORS.appImports,
    `import ${routes} from './modules/${names.section}/${names.business}/routes';`,
  );
  patch(ANCHORS.appImports.path, await above(ANCHORS.appRoutes, `${routes},`, app));

  patch(migration.sqlPath.replace(/[^/]+$/, 'meta/_journal.json'), migration.journal);

  const words = pageWords(model);
  for (const lang of ['zh-cn', 'en'] as const) {
    const path = remote.localeFiles[lang];
    patch(path, addWords(await readPatched(repo, path), path, names.business, words[lang]));
  }

  return formatted([...files, ...patched], repo, options.toolsRoot);
};
