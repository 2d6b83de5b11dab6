import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CacheKeys } from '../src/cache/store';
import { sysConfig, sysLogininfor, sysRole, sysUser, sysUserRole } from '../src/db/schema';

/** bcrypt of admin123, as in the seed */
export const ADMIN123_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

export interface TestUser {
  userName: string;
  deptId?: number | null;
  status?: '0' | '1';
  phonenumber?: string;
  createTime?: string;
  /** role ids to link */
  roleIds?: number[];
}

/** Inserts users straight into the database (there is no user-creation endpoint yet). */
export async function insertUsers(app: FastifyInstance, users: TestUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const u of users) {
    const [row] = await app.db
      .insert(sysUser)
      .values({
        userName: u.userName,
        nickName: u.userName,
        deptId: u.deptId === undefined ? 105 : u.deptId,
        password: ADMIN123_HASH,
        status: u.status ?? '0',
        phonenumber: u.phonenumber ?? '',
        createBy: 'test',
        createTime: u.createTime ?? sql`LOCALTIMESTAMP(0)`,
        pwdUpdateDate: sql`LOCALTIMESTAMP(0)`,
      })
      .returning({ userId: sysUser.userId });
    for (const roleId of u.roleIds ?? [])
      await app.db.insert(sysUserRole).values({ userId: row.userId, roleId });
    ids.push(row.userId);
  }
  return ids;
}

/** A role without any menu, i.e. without any permission. */
export async function insertEmptyRole(app: FastifyInstance, roleKey: string): Promise<number> {
  const [row] = await app.db
    .insert(sysRole)
    .values({ roleName: roleKey, roleKey, roleSort: 9, dataScope: '1', status: '0' })
    .returning({ roleId: sysRole.roleId });
  return row.roleId;
}

/** Changes a setting and drops its cached value, as the settings page will. */
export async function setConfig(app: FastifyInstance, key: string, value: string): Promise<void> {
  await app.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  await app.cache.del(`${CacheKeys.config}${key}`);
}

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The newest 登录日志 row of a user. */
export async function lastLoginRow(app: FastifyInstance, userName: string) {
  const [row] = await app.db
    .select()
    .from(sysLogininfor)
    .where(eq(sysLogininfor.userName, userName))
    .orderBy(desc(sysLogininfor.infoId))
    .limit(1);
  return row;
}
