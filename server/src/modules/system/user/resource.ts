import { UserListQuerySchema, UserListRowSchema } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { sysDept, sysUser } from '../../../db/schema';
import { userLabel } from './messages';
import { userList } from './repository';

/** The user resource: its key, queries, `findInScope`, `register`. */
export type UserResource = ReturnType<typeof userResource>;

/** 用户管理: the users (`sys_user`), RuoYi's `/system/user` list and export (docs/system/user.md). */
export function userResource(app: FastifyInstance) {
  return defineResource({
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
}
