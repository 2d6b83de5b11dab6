-- 线索新增 (docs/sales/leads.md "Added by hand"): the button permission sales:lead:add under 线索,
-- given to 销售 and 销售主管, and the lead source 手工录入 (a lead staff entered themselves).
INSERT INTO sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark) VALUES
  ('线索新增', 'Add leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 0, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:add', '#', 'admin', LOCALTIMESTAMP(0), '');
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.perms = 'sales:lead:add' AND m.menu_type = 'F'
WHERE r.role_key IN ('sales', 'sales_leader') AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label, dict_label_en, dict_value, dict_type, css_class, list_class, is_default, status, create_by, create_time, remark)
SELECT 3, '手工录入', 'Added by staff', 'manual', 'mkt_lead_source', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), '销售在线索页新增'
WHERE NOT EXISTS (SELECT 1 FROM sys_dict_data WHERE dict_type = 'mkt_lead_source' AND dict_value = 'manual');
