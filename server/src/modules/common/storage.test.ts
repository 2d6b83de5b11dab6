import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveInside, safeBaseName, storeUpload } from './storage';

describe('safeBaseName', () => {
  it('keeps letters and digits of any script, drops folders and the extension', () => {
    expect(safeBaseName('团队 photo.png')).toBe('团队_photo');
    expect(safeBaseName('../../etc/passwd.txt')).toBe('passwd');
    expect(safeBaseName('C:\\Users\\me\\report v2.final.pdf')).toBe('report_v2_final');
    expect(safeBaseName('<script>.png')).toBe('script');
    expect(safeBaseName('.png')).toBe('file');
  });
});

describe('files on disk', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-storage-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stores uploads under upload/yyyy/MM/dd with a unique name', async () => {
    const first = await storeUpload(dataDir, 'a.txt', 'txt', Buffer.from('one'));
    const second = await storeUpload(dataDir, 'a.txt', 'txt', Buffer.from('two'));
    expect(first.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/a_\d{14}A\d{3}\.txt$/);
    expect(second.fileName).not.toBe(first.fileName);
    expect(fs.readFileSync(path.join(dataDir, first.fileName.replace('/profile/', '')), 'utf8')).toBe('one');
  });

  it('resolves only existing files inside the root', async () => {
    const root = path.join(dataDir, 'download');
    fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
    fs.writeFileSync(path.join(root, 'sub', 'ok.txt'), 'ok');
    fs.writeFileSync(path.join(dataDir, 'outside.txt'), 'secret');
    fs.symlinkSync(path.join(dataDir, 'outside.txt'), path.join(root, 'escape.txt'));
    expect(await resolveInside(root, 'sub/ok.txt')).toBe(fs.realpathSync(path.join(root, 'sub', 'ok.txt')));
    expect(await resolveInside(root, '../outside.txt')).toBeNull();
    expect(await resolveInside(root, path.join(dataDir, 'outside.txt'))).toBeNull();
    expect(await resolveInside(root, 'escape.txt')).toBeNull();
    expect(await resolveInside(root, 'sub')).toBeNull();
    expect(await resolveInside(root, 'missing.txt')).toBeNull();
  });
});
