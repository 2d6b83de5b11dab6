import fs from 'node:fs/promises';
import path from 'node:path';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { generateFiles, genTablesNamed, insideRoot, type CodeGenPlace } from './render';

/**
 * 生成代码 into the working tree (docs/tool/gen.md): development only, every path checked —
 * also through symbolic links — before the first file is written.
 */

/** Refuses a target whose real location (after symbolic links) is outside the root. */
async function checkRealLocation(realRoot: string, full: string, relative: string): Promise<void> {
  const refuse = () => new ServiceError('tool.gen.outsideRoot', { path: relative });
  try {
    if ((await fs.lstat(full)).isSymbolicLink()) throw refuse();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
  }
  let folder = path.dirname(full);
  for (;;) {
    try {
      const real = await fs.realpath(folder);
      const back = path.relative(realRoot, real);
      if (back.startsWith('..') || path.isAbsolute(back)) throw refuse();
      return;
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      const parent = path.dirname(folder);
      if (parent === folder) throw refuse();
      folder = parent;
    }
  }
}

/**
 * `GET /tool/gen/genCode/{tableName}`: writes the files into the root, in development only; every
 * path is checked (also through symbolic links) before the first file is written. Answers how
 * many files were written.
 */
export async function writeTable(db: Database, tableName: string, place: CodeGenPlace): Promise<number> {
  if (!place.writable) throw new ServiceError('tool.gen.production');
  const [row] = await genTablesNamed(db, [tableName]);
  const files = await generateFiles(db, [row], place.root);
  const realRoot = await fs.realpath(place.root);
  const targets = files.map((file) => ({ file, full: insideRoot(place.root, file.path) }));
  for (const { file, full } of targets) await checkRealLocation(realRoot, full, file.path);
  for (const { file, full } of targets) {
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, file.content, 'utf8');
  }
  return files.length;
}
