import type { MenuCreate, MenuListQuery, MenuUpdate, SysMenu } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/menu` (with the id) take. */
export type MenuBody = MenuCreate | MenuUpdate;

export const menus = resourceApi<SysMenu, MenuListQuery, MenuBody>('system/menu');
