import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentMatchesExtension,
  extensionOf,
  isAllowedExtension,
  resolveInside,
  safeBaseName,
  storeUpload,
} from './service';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('extensions', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('allows exactly the RuoYi list', () => {
    for (const ext of [
      'bmp',
      'gif',
      'jpg',
      'jpeg',
      'png',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
      'rar',
      'zip',
      'gz',
      'bz2',
      'mp4',
      'avi',
      'rmvb',
      'pdf',
    ]) {
      expect(isAllowedExtension(ext)).toBe(true);
    }
    for (const ext of ['exe', 'html', 'svg', 'js', 'sh', 'php', 'jsp', ''])
      expect(isAllowedExtension(ext)).toBe(false);
  });
});

describe('contentMatchesExtension', () => {
  it('recognises images by their signatures', () => {
    expect(contentMatchesExtension('png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'))).toBe(true);
    expect(contentMatchesExtension('jpg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesExtension('jpeg', bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(contentMatchesExtension('gif', bytes('GIF89a...'))).toBe(true);
    expect(contentMatchesExtension('bmp', bytes('BM', new Array(30).fill(0)))).toBe(true);
  });

  it('recognises documents and archives', () => {
    expect(contentMatchesExtension('pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(contentMatchesExtension('docx', bytes([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(contentMatchesExtension('xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      true,
    );
    expect(contentMatchesExtension('rar', bytes('Rar!', [0x1a, 0x07, 0x00]))).toBe(true);
    expect(contentMatchesExtension('gz', bytes([0x1f, 0x8b, 0x08]))).toBe(true);
    expect(contentMatchesExtension('bz2', bytes('BZh91AY'))).toBe(true);
    expect(contentMatchesExtension('mp4', bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe(true);
    expect(contentMatchesExtension('avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe(true);
    expect(contentMatchesExtension('rmvb', bytes('.RMF', [0, 0]))).toBe(true);
  });

  it('refuses content of another type', () => {
    expect(contentMatchesExtension('png', Buffer.from('<svg onload=alert(1)>'))).toBe(false);
    expect(contentMatchesExtension('jpg', bytes([0x89], 'PNG'))).toBe(false);
    expect(contentMatchesExtension('pdf', Buffer.from('MZ executable'))).toBe(false);
    expect(contentMatchesExtension('docx', bytes('%PDF-1.4'))).toBe(false);
    expect(contentMatchesExtension('avi', bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBe(false);
  });

  it('accepts text only when it is UTF-8 without NUL bytes', () => {
    expect(contentMatchesExtension('txt', Buffer.from('会议纪要 — notes\r\n'))).toBe(true);
    expect(contentMatchesExtension('txt', Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(contentMatchesExtension('txt', Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(contentMatchesExtension('txt', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});

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
