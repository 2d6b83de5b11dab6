import * as childProcess from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatted } from './format';
import type { GeneratedFile, RepoReader } from './types';

jest.mock('node:child_process', () => {
  const actual = jest.requireActual<typeof import('node:child_process')>('node:child_process');
  return { ...actual, spawn: jest.fn(actual.spawn) };
});

const ROOT = path.resolve(__dirname, '../../../../../..');
const repository: RepoReader = async (file) =>
  fs.promises.readFile(path.join(ROOT, file), 'utf8').catch(() => null);
const spawned = () => (childProcess.spawn as unknown as jest.Mock).mock.calls.length;

describe('formatting the generated files', () => {
  it('formats as the repository’s prettier does, and an unchanged file only once', async () => {
    const files: GeneratedFile[] = [
      { kind: 'new', path: 'remote-x/src/pages/a/A.tsx', content: 'export const a = {b:1,\n  c:"d"}' },
      {
        kind: 'new',
        path: 'server/src/db/migrations/20990101000000_x.sql',
        content: 'create table  x (id int);',
      },
    ];
    const first = await formatted(files, repository);
    expect(first[0].content).toBe("export const a = { b: 1, c: 'd' };\n");
    // SQL is not prettier's
    expect(first[1].content).toBe('create table  x (id int);');
    expect(spawned()).toBe(1);

    // 预览 again, then 生成代码: the same texts, no second prettier
    const again = await formatted(files, repository);
    expect(again.map((file) => file.content)).toEqual(first.map((file) => file.content));
    expect(spawned()).toBe(1);

    // a changed file is formatted again, alone
    const changed = await formatted(
      [{ ...files[0], content: 'export const a = {b:2}' }, files[1]],
      repository,
    );
    expect(changed[0].content).toBe('export const a = { b: 2 };\n');
    expect(spawned()).toBe(2);
  });
});
