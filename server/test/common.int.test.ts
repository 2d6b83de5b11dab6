/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import path from 'node:path';
import { START_TIMEOUT, setupTestApp } from './helper';
import { PNG, multipart } from './uploads';

const t = setupTestApp();
let token: string;

beforeAll(async () => {
  token = await t.login('ry');
}, START_TIMEOUT);

const upload = (fileName: string, content: Buffer, options: { field?: string; auth?: boolean } = {}) =>
  t
    .request({
      method: 'POST',
      url: '/common/upload',
      token: options.auth === false ? undefined : token,
      ...multipart(fileName, content, options.field ?? 'file'),
    })
    .then((r) => r.json());

describe('POST /common/upload', () => {
  it('stores an image under DATA_DIR/upload and serves it back without a login', async () => {
    const body = await upload('团队 photo.png', PNG);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    expect(body.originalFilename).toBe('团队 photo.png');
    expect(body.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/团队_photo_\d{14}A\d{3}\.png$/);
    expect(body.newFileName).toBe(body.fileName.split('/').pop());
    expect(body.url).toBe(`http://localhost:80/prod-api${body.fileName}`);

    const stored = path.join(t.config.dataDir, body.fileName.replace('/profile/', ''));
    expect(fs.readFileSync(stored)).toEqual(PNG);

    const served = await t.app.inject({ method: 'GET', url: `/prod-api${encodeURI(body.fileName)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('stores a UTF-8 text file, offered as a download when served', async () => {
    const body = await upload('notes.txt', Buffer.from('会议纪要\nline two\n'));
    expect(body.code).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `/prod-api${encodeURI(body.fileName)}` });
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('refuses an extension outside the allow-list', async () => {
    expect(await upload('setup.exe', Buffer.from('MZ\x90\x00'))).toEqual({
      code: 500,
      msg: '文件格式不正确, 请上传bmp/gif/jpg/jpeg/png/doc/docx/xls/xlsx/ppt/pptx/txt/rar/zip/gz/bz2/mp4/avi/rmvb/pdf格式文件!',
    });
  });

  it('refuses a .png whose content is text', async () => {
    expect(await upload('fake.png', Buffer.from('<script>alert(1)</script>'))).toEqual({
      code: 500,
      msg: '文件内容与文件格式(png)不符',
    });
    expect(fs.existsSync(path.join(t.config.dataDir, 'upload'))).toBe(true);
  });

  it('refuses a .txt that is not text', async () => {
    expect((await upload('binary.txt', Buffer.from([0x00, 0xff, 0x10]))).msg).toBe(
      '文件内容与文件格式(txt)不符',
    );
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload('big.png', big)).toEqual({ code: 500, msg: '上传文件大小不能超过 5 MB!' });
  });

  it('wants the file in the field named file', async () => {
    expect(await upload('a.png', PNG, { field: 'avatar' })).toEqual({ code: 500, msg: '请选择要上传的文件' });
  });

  it('needs a login', async () => {
    expect((await upload('a.png', PNG, { auth: false })).code).toBe(401);
  });
});

describe('GET /common/download', () => {
  const downloads = () => path.join(t.config.dataDir, 'download');

  it('sends a file of the download folder with its name header, then deletes it when asked', async () => {
    fs.writeFileSync(path.join(downloads(), '1700000000000_用户数据.xlsx'), 'PK-fake-xlsx');
    const response = await t.request({
      method: 'GET',
      url: `/common/download?fileName=${encodeURIComponent('1700000000000_用户数据.xlsx')}&delete=true`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('PK-fake-xlsx');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(decodeURIComponent(String(response.headers['download-filename']))).toMatch(
      /^\d{13}用户数据\.xlsx$/,
    );
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition,download-filename');
    // removed once the stream has closed
    const file = path.join(downloads(), '1700000000000_用户数据.xlsx');
    for (let i = 0; i < 50 && fs.existsSync(file); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses paths that leave the download folder', async () => {
    const refused = (name: string) =>
      t
        .request({ method: 'GET', url: `/common/download?fileName=${encodeURIComponent(name)}`, token })
        .then((r) => r.json());
    expect(await refused('../jwt-secret')).toEqual({
      code: 500,
      msg: '文件名称(../jwt-secret)非法，不允许下载。',
    });
    expect((await refused('/etc/passwd.txt')).msg).toBe('文件名称(/etc/passwd.txt)非法，不允许下载。');
    expect((await refused('a/../../pgdata/PG_VERSION.txt')).code).toBe(500);
    expect(await refused('missing.txt')).toEqual({ code: 500, msg: '文件不存在：missing.txt' });
  });

  it('refuses a symbolic link that points outside', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
    fs.symlinkSync(path.join(t.config.dataDir, 'secret.txt'), path.join(downloads(), 'link.txt'));
    const body = (
      await t.request({ method: 'GET', url: '/common/download?fileName=link.txt', token })
    ).json();
    expect(body).toEqual({ code: 500, msg: '文件不存在：link.txt' });
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/common/download?fileName=a.txt' })).json().code).toBe(
      401,
    );
  });
});

describe('GET /common/download/resource', () => {
  it('sends a stored upload by its /profile path', async () => {
    const { fileName } = await upload('report.pdf', Buffer.from('%PDF-1.7\n%%EOF'));
    const response = await t.request({
      method: 'GET',
      url: `/common/download/resource?resource=${encodeURIComponent(fileName)}`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7\n%%EOF');
    expect(decodeURIComponent(String(response.headers['download-filename']))).toBe(fileName.split('/').pop());
  });

  it('refuses anything else', async () => {
    const refused = (resource: string) =>
      t
        .request({
          method: 'GET',
          url: `/common/download/resource?resource=${encodeURIComponent(resource)}`,
          token,
        })
        .then((r) => r.json());
    expect(await refused('/profile/../jwt-secret')).toEqual({
      code: 500,
      msg: '资源文件(/profile/../jwt-secret)非法，不允许下载。',
    });
    expect((await refused('/profile/pgdata/PG_VERSION')).code).toBe(500);
    expect((await refused('/etc/hosts.txt')).code).toBe(500);
  });
});

describe('route schemas (compiled on first use: docs/architecture.md)', () => {
  it('every route’s validators and serializers compile', async () => {
    // the API has hundreds of routes, each with a body, query or response schema; a test file
    // asks a few of them, so this compiles the rest as a started server does once it listens
    expect(await t.app.compileSchemas()).toBeGreaterThan(300);
  });
});
