// `npm run gen:try -- <file.sql> [--start] [--port=8090] [--skip-checks]`: tries the code generator by hand
// (docs/tool/gen-output.md "Trying it"), through the product's own API run in this process: the
// SQL's CREATE TABLEs are created and imported (`POST /tool/gen/createTable`), each table is put
// into the section `tool` with the import's defaults otherwise (`PUT /tool/gen`) and its
// single-table code written into a scratch copy of the workspace (`GET /tool/gen/genCode/…`, the
// copy being the server's code-gen root), where the proof's checks run (not with `--skip-checks`,
// for a quick look). With `--start`, once they pass, the product is started from the copy (the
// front end of the new page's remote and the shell built there first, the other remotes' builds
// lent by the repository when they are current) and the new page's address printed; Ctrl-C stops it. The
// copy is kept and its path printed.
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from '@dis/server/src/modules/tool/gen/generator/types';
import {
  editTable,
  genCodeInto,
  importedTables,
  lendBuilds,
  runChecks,
  scratchCopy,
  startGenApi,
  startProduct,
} from './lib/gen-scratch';

const USAGE = 'usage: npm run gen:try -- <file.sql> [--start] [--port=8090] [--skip-checks]';

/** Creates the SQL's tables through the API and writes their code into the copy. */
async function generate(scratch: string, sql: string) {
  const api = await startGenApi(scratch);
  try {
    await api.call('POST', '/tool/gen/createTable', { query: { sql } });
    const tables = [...(await importedTables(api)).entries()].sort(([, a], [, b]) => a - b);
    const pages: string[] = [];
    for (const [, tableId] of tables) {
      const edit = await editTable(api, tableId, (one) => {
        one.moduleName = 'tool';
      });
      pages.push(`/${edit.moduleName}/${edit.businessName}`);
    }
    const names = tables.map(([name]) => name);
    return { names, pages, files: await genCodeInto(api, scratch, names) };
  } finally {
    await api.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const start = args.includes('--start');
  const skipChecks = args.includes('--skip-checks');
  const port = Number(args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 8090);
  if (!file || !Number.isInteger(port)) {
    console.error(USAGE);
    process.exit(2);
  }
  const sql = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8');
  const scratch = scratchCopy();
  console.log(`gen:try: the copy is ${scratch}`);
  let generated: { names: string[]; pages: string[]; files: GeneratedFile[] };
  try {
    generated = await generate(scratch, sql);
  } catch (error) {
    console.error(`gen:try: ${(error as Error).message}`);
    console.log(`gen:try: the copy is ${scratch} (remove it when done)`);
    process.exit(1);
  }
  const { names, pages, files } = generated;
  console.log(`gen:try: ${names.join(', ')} → ${files.length} files`);
  for (const one of files) console.log(`  ${one.kind.padEnd(7)} ${one.path}`);
  const results = skipChecks
    ? []
    : await runChecks(scratch, files, (line) => console.log(`gen:try: ${line}`));
  if (skipChecks) console.log('gen:try: the checks are skipped (--skip-checks)');
  for (const failed of results.filter((result) => !result.ok))
    console.log(`\n---- ${failed.name} ----\n${failed.output}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`gen:try: ${results.length - failed} passed, ${failed} failed`);
  if (failed > 0 || !start) {
    if (start) console.log('gen:try: not started: a check failed');
    console.log(`gen:try: the copy is ${scratch} (remove it when done)`);
    process.exitCode = failed === 0 ? 0 : 1;
    return;
  }
  const lent = await lendBuilds(scratch, files);
  if (lent.length) console.log(`gen:try: the repository's current builds of ${lent.join(', ')} are used`);
  console.log(`gen:try: starting the product from the copy on port ${port} (the front end is built first) …`);
  const product = await startProduct(scratch, port);
  const origin = `http://localhost:${port}`;
  console.log(`\ngen:try: the product runs on ${origin} — sign in as admin / admin123`);
  for (const page of pages) console.log(`gen:try: the new page: ${origin}${page}`);
  console.log(`gen:try: Ctrl-C stops it; the copy is ${scratch} (remove it when done)\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => product.kill(signal));
  product.on('exit', (code) => process.exit(code ?? 0));
}

void main();
