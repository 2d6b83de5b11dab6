#!/usr/bin/env node
// `npm run new:section -- <name> [--title=<中文名>] [--title-en=<English name>] [--icon=<menu icon>]`:
// a new console section, the platform's way (docs/architecture.md "Adding a section"). Writes
// remote-<name>/, joins it to the one list of remotes, the workspaces, the lockfile, its image and
// publish service, and writes the server module and the migration that seed its menus. Prints what
// it wrote and what to run next. `--root=<dir>` scaffolds into another checkout (the proof's copy).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { planSection, writeSection, SectionRefusal, ROOT } = require('./lib/new-section.cjs');

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [name] = args.filter((arg) => !arg.startsWith('--'));
const root = path.resolve(option('root') ?? ROOT);

if (!name) {
  console.error(
    'usage: npm run new:section -- <name> [--title=<中文名>] [--title-en=<English name>] [--icon=<menu icon>]',
  );
  process.exit(2);
}
try {
  const plan = planSection(root, {
    name,
    title: option('title'),
    titleEn: option('title-en'),
    icon: option('icon'),
  });
  await writeSection(root, plan);
  const { section } = plan;
  console.log(`Section ${section.name} (${section.title} / ${section.titleEn}) written:`);
  for (const file of Object.keys(plan.files).sort()) console.log(`  ${file}`);
  console.log(`
Next:
  npx tsc --noEmit -p ${section.dir} && npx tsc --noEmit -p server
  npx jest --selectProjects unit-web -- ${section.dir}
  npx jest --selectProjects integration-pglite -- server/test/${section.name}-section.int.test.ts
  node scripts/build.mjs --only=${section.dir}      # its production build alone
  npm start                                          # the section is in the sidebar (admin / admin123)
  npm run release -- ${section.name}                 # ships it alone (docs/architecture.md "Releases")
Its pages go into ${section.dir}/src/pages/<module>/ (docs/architecture.md "Adding a resource").`);
} catch (error) {
  if (error instanceof SectionRefusal) {
    console.error(`new:section refused: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
