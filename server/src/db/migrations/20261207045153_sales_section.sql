-- The sales section (销售管理 / Sales), made by `npm run new:section`
-- (docs/architecture.md "Adding a section"): its directory in the sidebar, after the others, and its
-- first page. The ids come from sys_menu's identity, which starts above every seeded menu; only the
-- super administrator sees the section until a role is given it (系统管理 › 角色管理).
INSERT INTO sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark) VALUES
  ('销售管理', 'Sales', 0, (SELECT coalesce(max(order_num), 0) + 1 FROM sys_menu WHERE parent_id = 0), 'sales', NULL, '', '', '1', '0', 'M', '0', '0', '', 'peoples', 'admin', LOCALTIMESTAMP(0), '销售管理目录');
--> statement-breakpoint
INSERT INTO sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark) VALUES
  ('概览', 'Overview', (SELECT max(menu_id) FROM sys_menu WHERE parent_id = 0 AND menu_type = 'M' AND path = 'sales'), 1, 'overview', 'sales/overview/index', '', 'SalesOverview', '1', '0', 'C', '0', '0', 'sales:overview:view', 'dashboard', 'admin', LOCALTIMESTAMP(0), '销售管理概览菜单');
