import { eq } from 'drizzle-orm';
import { sysMenu } from '../../src/db/schema';
import type { TestApp } from '../helper';

/**
 * A menu `ry` does not hold (审计台, permission `system:audit:list`), added by the super
 * administrator: what a grant must never pass on. Answers its id.
 */
export async function addForeignMenu(t: TestApp, adminToken: string): Promise<number> {
  const added = await t.request({
    method: 'POST',
    url: '/system/menu',
    token: adminToken,
    payload: {
      parentId: 0,
      menuName: '审计台',
      orderNum: 9,
      menuType: 'C',
      path: 'audit',
      component: 'system/audit/index',
      perms: 'system:audit:list',
    },
  });
  expect(added.json()).toMatchObject({ code: 200 });
  const [{ menuId }] = await t.app.db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(eq(sysMenu.menuName, '审计台'));
  return menuId;
}
