/** @jest-environment ./server/test/native-modules-environment.cjs */
import { and, eq } from 'drizzle-orm';
import { sysPost, sysRoleMenu, sysUserPost } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, readWorkbook } from './marketing-support';

/** posts on the resource descriptor: `/system/post` */
const t = setupTestApp();

let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
});

const countPosts = async () => (await t.app.db.select({ id: sysPost.postId }).from(sysPost)).length;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

async function postIdByCode(postCode: string): Promise<number> {
  const [row] = await t.app.db
    .select({ postId: sysPost.postId })
    .from(sysPost)
    .where(eq(sysPost.postCode, postCode));
  return row.postId;
}

describe('posts: /system/post', () => {
  it('lists the seeded posts by postSort, filtered by code, name and status', async () => {
    const all = (await call('GET', '/system/post/list')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(all.rows.map((row: { postCode: string }) => row.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    const byName = (await call('GET', '/system/post/list?postName=经理')).json();
    expect(byName.rows.map((row: { postName: string }) => row.postName)).toEqual(['项目经理']);
    const byCode = (await call('GET', '/system/post/list?postCode=E&status=0')).json();
    expect(byCode.rows.map((row: { postCode: string }) => row.postCode)).toEqual(['ceo', 'se', 'user']);
    expect((await call('GET', '/system/post/list?status=1')).json().total).toBe(0);
    const options = (await call('GET', '/system/post/optionselect')).json();
    expect(options.data).toHaveLength(4);
  });

  it('adds a post with its audit fields, edits it and changes its status', async () => {
    const added = await call('POST', '/system/post', {
      postCode: ' qa ',
      postName: '测试工程师',
      postSort: 5,
      remark: '新岗位',
    });
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({
      title: '岗位管理',
      businessType: 1,
      method: 'addPostHandler()',
    });
    const postId = await postIdByCode('qa');
    const read = (await call('GET', `/system/post/${postId}`)).json();
    expect(read.data).toMatchObject({
      postId,
      postCode: 'qa',
      postName: '测试工程师',
      postSort: 5,
      status: '0',
      remark: '新岗位',
      createBy: 'admin',
      updateTime: null,
    });
    expect(read.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const edited = await call('PUT', '/system/post', { ...read.data, postName: '质量工程师', postSort: 6 });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    const after = (await call('GET', `/system/post/${postId}`)).json().data;
    expect(after).toMatchObject({
      postName: '质量工程师',
      postSort: 6,
      createBy: 'admin',
      updateBy: 'admin',
    });
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await call('PUT', '/system/post/changeStatus', { postId, status: '1' })).json().code).toBe(200);
    expect((await call('GET', `/system/post/${postId}`)).json().data.status).toBe('1');
    expect((await call('PUT', '/system/post/changeStatus', { postId, status: '2' })).json()).toEqual({
      code: 500,
      msg: '状态必须是以下值之一：0, 1',
    });
  });

  it('refuses bad input with a clear message in the request language and changes nothing', async () => {
    const before = await countPosts();
    const cases: Array<[object, string, string?]> = [
      [{ postCode: ' ', postName: '某岗位', postSort: 1 }, '岗位编码不能为空'],
      [{ postCode: '', postName: 'x', postSort: 1 }, '岗位编码长度不能少于1个字符'],
      [{ postCode: ' ', postName: 'Some post', postSort: 1 }, 'Post code is required', 'en'],
      [{ postCode: 'long', postName: '长'.repeat(51), postSort: 1 }, '岗位名称长度不能超过50个字符'],
      [
        { postCode: 'long', postName: 'x'.repeat(51), postSort: 1 },
        'Post name must be at most 50 characters long',
        'en',
      ],
      [{ postCode: 'st', postName: '状态', postSort: 1, status: '2' }, '状态必须是以下值之一：0, 1'],
      [{ postCode: 'ns', postName: '无排序' }, '岗位排序不能为空'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await call('POST', '/system/post', payload, lang)).json()).toEqual({ code: 500, msg: message });
    }
    expect(await countPosts()).toBe(before);
  });

  it('refuses a code or a name another post has', async () => {
    const before = await countPosts();
    expect(
      (await call('POST', '/system/post', { postCode: 'ceo', postName: '新董事', postSort: 1 })).json(),
    ).toEqual({
      code: 500,
      msg: "新增岗位'新董事'失败，岗位编码已存在",
    });
    expect(
      (
        await call('POST', '/system/post', { postCode: 'boss', postName: '董事长', postSort: 1 }, 'en')
      ).json(),
    ).toEqual({ code: 500, msg: "Could not add post '董事长': the post name already exists" });
    expect(await countPosts()).toBe(before);
    const hr = (await call('GET', '/system/post/3')).json().data;
    expect((await call('PUT', '/system/post', { ...hr, postName: '项目经理' })).json()).toEqual({
      code: 500,
      msg: "修改岗位'项目经理'失败，岗位名称已存在",
    });
    // its own code and name are no clash
    expect((await call('PUT', '/system/post', { ...hr, remark: 'same' })).json().code).toBe(200);
  });

  it('deletes by comma-separated ids, but not a post a user holds', async () => {
    await call('POST', '/system/post', { postCode: 'tmp1', postName: '临时一', postSort: 8 });
    await call('POST', '/system/post', { postCode: 'tmp2', postName: '临时二', postSort: 9 });
    const ids = [await postIdByCode('tmp1'), await postIdByCode('tmp2')];
    expect((await call('DELETE', `/system/post/2,${ids[0]}`)).json()).toEqual({
      code: 500,
      msg: '项目经理已分配,不能删除',
    });
    expect(await t.app.db.select().from(sysUserPost).where(eq(sysUserPost.postId, 2))).toHaveLength(1);
    const before = await countPosts();
    expect((await call('DELETE', `/system/post/${ids.join(',')}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await countPosts()).toBe(before - 2);
    expect((await call('GET', `/system/post/${ids[0]}`, undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The post does not exist',
    });
  });

  it('exports the posts as xlsx with localised headers and status labels', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/post/export',
      token: admin,
      ...exportForm({ postCode: 'e' }),
    });
    expect(response.headers['content-type']).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('岗位数据');
    expect(sheet.rows[0]).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态']);
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual(['user', 'se', 'ceo']);
    expect(sheet.rows[1][4]).toBe('正常');
  });

  it('refuses ry the actions its role lacks', async () => {
    // the common role loses 岗位删除 (menu 1023, system:post:remove) and 岗位新增 (1021)
    for (const menuId of [1021, 1023]) {
      await t.app.db
        .delete(sysRoleMenu)
        .where(and(eq(sysRoleMenu.roleId, 2), eq(sysRoleMenu.menuId, menuId)));
    }
    const ry = await t.login('ry');
    const before = await countPosts();
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/system/post',
          token: ry,
          payload: { postCode: 'ry', postName: 'ry', postSort: 1 },
        })
      ).json(),
    ).toEqual(forbidden);
    expect((await t.request({ method: 'DELETE', url: '/system/post/4', token: ry })).json()).toEqual(
      forbidden,
    );
    expect(await countPosts()).toBe(before);
    // what it keeps still works
    expect((await t.request({ method: 'GET', url: '/system/post/list', token: ry })).json().code).toBe(200);
  });
});
