import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The development tools generation uses (docs/tool/gen-output.md "What generation needs"):
 * drizzle-kit writes the migration, prettier formats the files. They are development
 * dependencies, loaded on use only, and found where the code is generated: first from the code
 * root (the checkout the files are for, whose own versions then write and format them), then from
 * the server itself. Found by Node's `require` resolution, which honours `NODE_PATH` (the compiled
 * server of `npm run stack` finds its packages so) — an `import()` of a bare name does not.
 */

/** Why a tool was not found: the service answers it as a refusal naming the tool. */
export class MissingTool extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed where code is generated`);
    this.name = 'MissingTool';
  }
}

/** The places a tool is looked for, in order: the code root's server, the code root, this server. */
function requirers(root: string | undefined): NodeRequire[] {
  const from = root
    ? [path.join(root, 'server', 'package.json'), path.join(root, 'package.json')].map((anchor) =>
        createRequire(anchor),
      )
    : [];
  return [...from, createRequire(__filename)];
}

/** The file a module name resolves to from the first place that has it. */
export function resolveTool(name: string, root?: string): string {
  for (const require of requirers(root)) {
    try {
      return require.resolve(name);
    } catch {
      // not there: the next place
    }
  }
  throw new MissingTool(name.split('/')[0]);
}

/** drizzle-kit's API (its CommonJS build): `generateDrizzleJson`, `generateMigration`. */
export interface DrizzleKitApi {
  generateDrizzleJson(
    tables: Record<string, unknown>,
    prevId?: string,
  ): { id: string; tables: object; sequences?: object };
  generateMigration(previous: unknown, next: unknown): Promise<string[]>;
}

const loaded = new Map<string, DrizzleKitApi>();

/** Loads drizzle-kit's API from the first place that has it (see the top of this file). */
export async function loadDrizzleKit(root?: string): Promise<DrizzleKitApi> {
  const file = resolveTool('drizzle-kit/api', root);
  let api = loaded.get(file);
  if (!api) {
    api = createRequire(file)(file) as DrizzleKitApi;
    loaded.set(file, api);
  }
  return api;
}
