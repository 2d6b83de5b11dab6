import path from 'node:path';

/**
 * Where the code generator's templates are (docs/tool/gen-output.md "Templates"): the folder
 * `templates/` beside this file in the sources, and beside the compiled server once bundled
 * (scripts/build-server.mjs copies it to `server/dist/templates/`, as it copies the migrations).
 */
export const TEMPLATES_DIR = path.join(__dirname, 'templates');
