import { UserCreateSchema, UserFormResult, UserResetPwdSchema, UserUpdateSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { dictLabeller } from '../../../common/dict-labels';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { RowId } from '../../../common/ids';
import { assertStorableText } from '../../../common/storable-text';
import { defineResource } from '../../../common/resource';
import { AjaxResult, MessageResult, StatusFlag } from '../../../common/schema';
import { sendXlsx, writeXlsx, XlsxResponse } from '../../../common/xlsx';
import { requireLoginUser } from '../../../plugins/auth';
import { sysDept, sysUser } from '../../../db/schema';
import { UPLOAD_MAX_BYTES } from '../../common/file-types';
import { loadSignedInUser } from '../../auth/identity';
import { buildDeptTree, listScopedDepts } from '../dept/repository';
import { TreeSelectSchema } from '../dept/schema';
import { importUsers, readImportRows, templateColumns } from './import';
import { userLabel } from './messages';
import { userList } from './repository';
import { DeptTreeQuerySchema, UserListQuerySchema, UserListRowSchema } from './schema';
import {
  addUser,
  changeStatus,
  editUser,
  refuseSuperAdmin,
  removeUsers,
  resetPassword,
  userForm,
} from './service';

/** 用户管理: `/system/user` (docs/system/user.md). The personal centre lives in `profile/`. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = defineResource({
    key: 'system/user',
    logTitle: '用户管理',
    names: { one: 'User', many: 'Users' },
    missing: 'system.user.missing',
    outOfScope: 'system.user.dataScope',
    schemas: { row: UserListRowSchema, query: UserListQuerySchema },
    list: userList,
    dataScope: { deptId: sysDept.deptId, userId: sysUser.userId },
    docs: {
      list: {
        summary: '用户列表 · List users',
        description:
          "Paged (pageNum, pageSize), filtered and limited to the caller's data scope. orderByColumn accepts: " +
          'userId, userName, nickName, deptId, deptName, phonenumber, email, sex, status, loginIp, loginDate, createTime.',
      },
      export: { summary: '导出用户 · Export users' },
    },
    export: {
      fileName: 'user',
      sheetName: (lang) => userLabel(lang, 'sheet'),
      async columns(lang) {
        const [sex, status] = await Promise.all([
          dictLabeller(app, 'sys_user_sex', lang),
          dictLabeller(app, 'sys_normal_disable', lang),
        ]);
        return [
          { header: userLabel(lang, 'userId'), width: 10, value: (row) => row.userId },
          { header: userLabel(lang, 'userName'), width: 16, value: (row) => row.userName },
          { header: userLabel(lang, 'nickName'), width: 16, value: (row) => row.nickName },
          { header: userLabel(lang, 'email'), width: 24, value: (row) => row.email },
          { header: userLabel(lang, 'phonenumber'), width: 14, value: (row) => row.phonenumber },
          { header: userLabel(lang, 'sex'), width: 8, value: (row) => sex(row.sex) },
          { header: userLabel(lang, 'status'), width: 8, value: (row) => status(row.status) },
          { header: userLabel(lang, 'loginIp'), width: 16, value: (row) => row.loginIp },
          { header: userLabel(lang, 'loginDate'), width: 20, value: (row) => row.loginDate },
          { header: userLabel(lang, 'deptName'), width: 16, value: (row) => row.dept?.deptName },
          { header: userLabel(lang, 'leader'), width: 12, value: (row) => row.dept?.leader },
        ];
      },
    },
  });
  const routes = users.register(app);
  const { tags } = routes;

  // RuoYi's order: yourself, then the super admin, then the data scope
  routes.remove({
    summary: '删除用户 · Delete users',
    description:
      'One id or several joined by commas; soft delete. Never yourself ("当前用户不能删除") nor the super admin.',
    remove: async (userIds, request) => {
      const caller = requireLoginUser(request);
      if (userIds.includes(caller.userId)) throw new ServiceError('system.user.removeSelf');
      userIds.forEach(refuseSuperAdmin);
      for (const userId of userIds) await liveUserInScope(userId, request);
      return removeUsers(app, caller, userIds);
    },
  });

  /** the live user, refused when unknown, deleted or outside the caller's data scope */
  async function liveUserInScope(userId: number, request: FastifyRequest) {
    const row = await users.findInScope(app, userId, request);
    if (row.delFlag !== '0') throw new ServiceError('system.user.missing');
    return row;
  }

  app.get(
    '/system/user/deptTree',
    {
      schema: {
        tags,
        summary: '部门树 · Department tree for the user page',
        querystring: DeptTreeQuerySchema,
        response: { 200: AjaxResult({ data: Type.Array(TreeSelectSchema) }) },
      },
      config: { permission: users.permission('list') },
    },
    async function deptTree(request) {
      const depts = await listScopedDepts(
        app.db,
        request.query,
        requireLoginUser(request),
        users.permission('list'),
      );
      return success(request, { data: buildDeptTree(depts) });
    },
  );

  app.post(
    '/system/user/importTemplate',
    {
      schema: {
        tags,
        summary: '导入模板 · The import template',
        description: 'An empty .xlsx with the columns an import reads.',
        response: XlsxResponse,
      },
    },
    async function importTemplate(request, reply) {
      const { lang } = request;
      return sendXlsx(request, reply, 'user_template', (output) =>
        writeXlsx(output, userLabel(lang, 'sheet'), templateColumns(lang), (async function* () {})()),
      );
    },
  );

  app.post(
    '/system/user/importData',
    {
      schema: {
        tags,
        summary: '导入用户 · Import users',
        description:
          'multipart/form-data with field `file` (.xlsx, first sheet, headers as in the template) and `updateSupport` ' +
          '(query or form: true/false, 1/0). All rows are written in one transaction: any refused row and nothing is ' +
          'kept. The msg is an HTML summary (`<br/>` lines, values escaped). New users get setting sys.user.initPassword.',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ updateSupport: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: MessageResult },
      },
      config: routes.config('import', BusinessType.import),
    },
    async function importUserData(request) {
      const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw new ServiceError('system.user.importEmpty');
      const bytes = await file.toBuffer();
      const field = file.fields.updateSupport;
      const formValue = field && !Array.isArray(field) && 'value' in field ? String(field.value) : undefined;
      assertStorableText(file.filename, 'file');
      if (formValue !== undefined) assertStorableText(formValue, 'updateSupport');
      const flag = request.query.updateSupport ?? formValue ?? 'false';
      const updateSupport = flag === 'true' || flag === '1';
      const rows = await readImportRows(bytes);
      const msg = await importUsers(
        app,
        requireLoginUser(request),
        rows,
        updateSupport,
        request.lang,
        users.permission('import'),
      );
      return { code: 200, msg };
    },
  );

  const formDoc = {
    tags,
    summary: '用户详情 · A user and the dialog options',
    description:
      'roles the caller may grant (role 1 only for user 1) and all posts; with userId also data, postIds and roleIds.',
    response: { 200: UserFormResult },
  };

  app.get(
    '/system/user/',
    { schema: formDoc, config: routes.config('query') },
    async function getUserForm(request) {
      const caller = requireLoginUser(request);
      return success(request, await userForm(app, caller, users.permission('query')));
    },
  );

  app.get(
    '/system/user/:userId',
    { schema: { ...formDoc, params: Type.Object({ userId: RowId() }) }, config: routes.config('query') },
    async function getUserHandler(request) {
      const caller = requireLoginUser(request);
      const { userId } = request.params;
      await liveUserInScope(userId, request);
      const signedIn = await loadSignedInUser(app.db, userId);
      if (!signedIn) throw new ServiceError('system.user.missing');
      const form = await userForm(app, caller, users.permission('query'), userId);
      return success(request, { ...form, data: signedIn.user });
    },
  );

  app.post(
    '/system/user',
    {
      schema: {
        tags,
        summary: '新增用户 · Add a user',
        description:
          'userName, nickName and password are required; the password follows the password rule (sys.account.chrtype). ' +
          'User name, phone and email are unique; dept and roles must be within your data scope.',
        body: UserCreateSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('add', BusinessType.insert),
    },
    async function addUserHandler(request) {
      await addUser(app, requireLoginUser(request), request.body, users.permission('add'));
      return success(request);
    },
  );

  app.put(
    '/system/user',
    {
      schema: {
        tags,
        summary: '修改用户 · Edit a user',
        description:
          'The user name never changes and a password here is ignored; posts and roles are replaced. Never user 1.',
        body: UserUpdateSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.update),
    },
    async function editUserHandler(request) {
      const { userId } = request.body;
      if (userId === 1) throw new ServiceError('system.user.superAdmin');
      const existing = await liveUserInScope(userId, request);
      await editUser(app, requireLoginUser(request), request.body, existing, users.permission('edit'));
      return success(request);
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      schema: {
        tags,
        summary: '重置密码 · Reset a password',
        description: 'Body {userId, password}; the password rule applies. Never user 1.',
        body: UserResetPwdSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('resetPwd', BusinessType.update),
    },
    async function resetPwdHandler(request) {
      const { userId, password } = request.body;
      if (userId === 1) throw new ServiceError('system.user.superAdmin');
      await liveUserInScope(userId, request);
      await resetPassword(app, requireLoginUser(request), userId, password);
      return success(request);
    },
  );

  app.put(
    '/system/user/changeStatus',
    {
      schema: {
        tags,
        summary: '用户状态修改 · Enable or disable a user',
        description: 'Body {userId, status}: "0" normal, "1" disabled. Never user 1.',
        body: Type.Object({ userId: RowId(), status: StatusFlag }),
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.update),
    },
    async function changeUserStatusHandler(request) {
      const { userId, status } = request.body;
      if (userId === 1) throw new ServiceError('system.user.superAdmin');
      await liveUserInScope(userId, request);
      await changeStatus(app, requireLoginUser(request), userId, status);
      return success(request);
    },
  );
};

export default userRoutes;
