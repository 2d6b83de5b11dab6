import {
  DeptTreeQuerySchema,
  TreeSelectSchema,
  UserCreateSchema,
  UserFormResult,
  UserResetPwdSchema,
  UserUpdateSchema,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { RowId } from '../../../common/ids';
import { assertStorableText } from '../../../common/storable-text';
import { AjaxResult, MessageResult, StatusFlag } from '../../../common/schema';
import { sendXlsx, writeXlsx, XlsxResponse } from '../../../common/xlsx';
import { requireLoginUser } from '../../../security/session-store';
import { UPLOAD_MAX_BYTES } from '../../../common/upload-limits';
import { listScopedDepts } from '../dept/repository';
import { buildDeptTree } from '../dept/service';
import { userLabel } from './messages';
import { importUsers, readImportRows, templateColumns } from './import/service';
import { userResource } from './resource';
import {
  addUser,
  changeStatusInScope,
  editUserInScope,
  removeUsersInScope,
  resetPasswordInScope,
  userForm,
  userFormOf,
} from './service';

/** 用户管理: `/system/user` (docs/system/user.md). The personal centre lives in `profile/`. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = userResource(app);
  const routes = users.register(app);
  const { tags } = routes;

  // RuoYi's order: yourself, then the super admin, then the data scope
  routes.remove({
    summary: '删除用户 · Delete users',
    description:
      'One id or several joined by commas; soft delete. Never yourself ("当前用户不能删除") nor the super admin.',
    remove: async (userIds, request) => {
      return removeUsersInScope(app, users, request, userIds);
    },
  });

  app.get(
    `${users.path}/deptTree`,
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
    `${users.path}/importTemplate`,
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
    `${users.path}/importData`,
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
    `${users.path}/`,
    { schema: formDoc, config: routes.config('query') },
    async function getUserForm(request) {
      const caller = requireLoginUser(request);
      return success(request, await userForm(app, caller, users.permission('query')));
    },
  );

  app.get(
    `${users.path}/:userId`,
    { schema: { ...formDoc, params: Type.Object({ userId: RowId() }) }, config: routes.config('query') },
    async function getUserHandler(request) {
      return success(request, await userFormOf(app, users, request, request.params.userId));
    },
  );

  app.post(
    users.path,
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
    users.path,
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
      await editUserInScope(app, users, request, request.body);
      return success(request);
    },
  );

  app.put(
    `${users.path}/resetPwd`,
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
      await resetPasswordInScope(app, users, request, request.body.userId, request.body.password);
      return success(request);
    },
  );

  app.put(
    `${users.path}/changeStatus`,
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
      await changeStatusInScope(app, users, request, request.body.userId, request.body.status);
      return success(request);
    },
  );
};

export default userRoutes;
