// `npm run gen:try -- <file.sql>`: tries the code generator by hand (docs/tool/gen-output.md
// "Trying it"). The SQL's CREATE TABLEs run in a fresh embedded database; each table gets
// single-table code (module `tool`, RuoYi's column defaults) in a scratch copy of the workspace,
// where the proof's checks run. The copy is kept and its path printed; `startProduct(copy)` of
// scripts/lib/gen-scratch.ts starts the product from it.
import fs from 'node:fs';
import path from 'node:path';
import { generateInto } from './gen-proof';
import { catalogOf, runChecks, scratchCopy, specFromCatalog } from './lib/gen-scratch';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run gen:try -- <file.sql>');
    process.exit(2);
  }
  const sql = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8');
  const db = await catalogOf(sql);
  const { rows } = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const specs = [];
  for (const { tablename } of rows) specs.push(await specFromCatalog(db, tablename));
  await db.close();
  if (specs.length === 0) {
    console.error(`${file} creates no table`);
    process.exit(2);
  }
  const scratch = scratchCopy();
  const files = await generateInto(scratch, specs);
  console.log(`gen:try: ${specs.map((spec) => spec.tableName).join(', ')} → ${files.length} files`);
  for (const one of files) console.log(`  ${one.kind.padEnd(7)} ${one.path}`);
  const results = await runChecks(scratch, files, (line) => console.log(`gen:try: ${line}`));
  for (const failed of results.filter((result) => !result.ok))
    console.log(`\n---- ${failed.name} ----\n${failed.output}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`gen:try: ${results.length - failed} passed, ${failed} failed`);
  console.log(`gen:try: the copy is ${scratch} (remove it when done)`);
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
