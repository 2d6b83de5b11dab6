-- The sales desk (docs/sales/README.md): its pages under 销售管理, their buttons, the 销售 and
-- 销售主管 roles, the 销售部 department, its dictionaries and settings, the overdue sweep and the
-- working-day calendar of 2026 and 2027. Ids come from the identities, which start above every
-- seeded row.
INSERT INTO sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark) VALUES
  ('线索', 'Leads', (SELECT max(menu_id) FROM sys_menu WHERE parent_id = 0 AND menu_type = 'M' AND path = 'sales'), 1, 'lead', 'sales/lead/index', '', 'SalesLead', '1', '0', 'C', '0', '0', 'sales:lead:list', 'peoples', 'admin', LOCALTIMESTAMP(0), '线索菜单'),
  ('销售看板', 'Sales board', (SELECT max(menu_id) FROM sys_menu WHERE parent_id = 0 AND menu_type = 'M' AND path = 'sales'), 2, 'board', 'sales/board/index', '', 'SalesBoard', '1', '0', 'C', '0', '0', 'sales:board:list', 'dashboard', 'admin', LOCALTIMESTAMP(0), '销售看板菜单'),
  ('工作日历', 'Working days', (SELECT max(menu_id) FROM sys_menu WHERE parent_id = 0 AND menu_type = 'M' AND path = 'sales'), 3, 'calendar', 'sales/calendar/index', '', 'SalesCalendar', '1', '0', 'C', '0', '0', 'sales:calendar:list', 'time', 'admin', LOCALTIMESTAMP(0), '工作日历菜单');
--> statement-breakpoint
UPDATE sys_menu SET order_num = 9 WHERE component = 'sales/overview/index' AND menu_type = 'C';
--> statement-breakpoint
INSERT INTO sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark) VALUES
  ('线索查询', 'Query leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 1, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:query', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('线索修改', 'Edit leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 2, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:edit', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('线索删除', 'Delete leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 3, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:remove', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('线索导出', 'Export leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 4, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:export', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('记录跟进', 'Log follow-ups', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 5, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:follow', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('分配线索', 'Assign leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 6, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:assign', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('合并线索', 'Merge leads', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/lead/index' AND menu_type = 'C'), 7, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:lead:merge', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('日历新增', 'Add calendar days', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/calendar/index' AND menu_type = 'C'), 1, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:calendar:add', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('日历修改', 'Edit calendar days', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/calendar/index' AND menu_type = 'C'), 2, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:calendar:edit', '#', 'admin', LOCALTIMESTAMP(0), ''),
  ('日历删除', 'Delete calendar days', (SELECT max(menu_id) FROM sys_menu WHERE component = 'sales/calendar/index' AND menu_type = 'C'), 3, '', '', '', '', '1', '0', 'F', '0', '0', 'sales:calendar:remove', '#', 'admin', LOCALTIMESTAMP(0), '');
--> statement-breakpoint
-- 销售 sees its own leads (data scope 5), 销售主管 its department's and below (4)
INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, menu_check_strictly, dept_check_strictly, status, del_flag, create_by, create_time, remark)
SELECT v.role_name, v.role_key, v.role_sort, v.data_scope, true, true, '0', '0', 'admin', LOCALTIMESTAMP(0), v.remark
FROM (VALUES
  ('销售', 'sales', 3, '5', '销售：跟进分配给自己的线索 / Sales: follows up the leads assigned to them'),
  ('销售主管', 'sales_leader', 4, '4', '销售主管：本部门的线索、分配与合并 / Sales leader: the department''s leads, assignment and merging')
) AS v(role_name, role_key, role_sort, data_scope, remark)
WHERE NOT EXISTS (SELECT 1 FROM sys_role r WHERE r.role_key = v.role_key AND r.del_flag = '0');
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON (
    m.path = 'sales' AND m.parent_id = 0 AND m.menu_type = 'M'
    OR m.component IN ('sales/lead/index', 'sales/board/index', 'sales/overview/index')
    OR m.perms IN ('sales:lead:query', 'sales:lead:edit', 'sales:lead:export', 'sales:lead:follow')
    OR (r.role_key = 'sales_leader' AND (m.component = 'sales/calendar/index' OR m.perms IN
      ('sales:lead:remove', 'sales:lead:assign', 'sales:lead:merge', 'sales:calendar:add', 'sales:calendar:edit', 'sales:calendar:remove')))
  )
WHERE r.role_key IN ('sales', 'sales_leader') AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 销售部 Sales, under the headquarters when it is there as seeded
INSERT INTO sys_dept (parent_id, ancestors, dept_name, order_num, status, del_flag, create_by, create_time)
SELECT 101, '0,100,101', '销售部 Sales', 6, '0', '0', 'admin', LOCALTIMESTAMP(0)
WHERE EXISTS (SELECT 1 FROM sys_dept WHERE dept_id = 101 AND del_flag = '0')
  AND NOT EXISTS (SELECT 1 FROM sys_dept WHERE parent_id = 101 AND dept_name = '销售部 Sales' AND del_flag = '0');
--> statement-breakpoint
INSERT INTO sys_dict_type (dict_name, dict_name_en, dict_type, status, create_by, create_time, remark) VALUES
  ('线索阶段', 'Lead stage', 'sales_lead_stage', '0', 'admin', LOCALTIMESTAMP(0), '新线索 → 已联系 → 演示 → 试用中 → 成交 / 流失'),
  ('跟进方式', 'Follow-up kind', 'sales_follow_kind', '0', 'admin', LOCALTIMESTAMP(0), '电话、会面、邮件、备注，及线索的经过'),
  ('意向产品', 'Product of interest', 'sales_product', '0', 'admin', LOCALTIMESTAMP(0), '按产品自动分配线索'),
  ('日历类型', 'Calendar day kind', 'sales_calendar_kind', '0', 'admin', LOCALTIMESTAMP(0), '休：工作日放假；班：周末调休上班');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label, dict_label_en, dict_value, dict_type, css_class, list_class, is_default, status, create_by, create_time, remark) VALUES
  (1, '新线索', 'New', '0', 'sales_lead_stage', '', 'warning', 'Y', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (2, '已联系', 'Contacted', '1', 'sales_lead_stage', '', 'primary', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (3, '演示', 'Demo', '2', 'sales_lead_stage', '', 'primary', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (4, '试用中', 'In trial', '3', 'sales_lead_stage', '', 'primary', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (5, '成交', 'Won', '4', 'sales_lead_stage', '', 'success', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (6, '流失', 'Lost', '5', 'sales_lead_stage', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (1, '电话', 'Call', 'call', 'sales_follow_kind', '', 'primary', 'Y', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (2, '会面', 'Meeting', 'meeting', 'sales_follow_kind', '', 'primary', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (3, '邮件', 'E-mail', 'email', 'sales_follow_kind', '', 'primary', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (4, '备注', 'Note', 'note', 'sales_follow_kind', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (5, '再次申请', 'Asked again', 'request', 'sales_follow_kind', '', 'warning', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (6, '分配', 'Assigned', 'assign', 'sales_follow_kind', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (7, '阶段变更', 'Stage changed', 'stage', 'sales_follow_kind', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (8, '合并', 'Merged', 'merge', 'sales_follow_kind', '', 'info', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (1, '混沌工程', 'Chaos engineering', 'chaos', 'sales_product', '', '', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (2, '真实用户拨测', 'Real-user probing', 'probe', 'sales_product', '', '', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (3, '日志回放比对', 'Log-replay comparison', 'replay', 'sales_product', '', '', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (4, '模拟交易所', 'Simulated exchange', 'exchange', 'sales_product', '', '', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (5, '压力测试', 'Load testing', 'load', 'sales_product', '', '', 'N', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (1, '休', 'Holiday', '1', 'sales_calendar_kind', '', 'danger', 'Y', '0', 'admin', LOCALTIMESTAMP(0), ''),
  (2, '班', 'Make-up working day', '0', 'sales_calendar_kind', '', 'warning', 'N', '0', 'admin', LOCALTIMESTAMP(0), '');
--> statement-breakpoint
INSERT INTO sys_config (config_name, config_name_en, config_key, config_value, config_type, create_by, create_time, remark) VALUES
  ('销售-线索分配方式', 'Sales: lead assignment', 'sales.assign.mode', 'roundRobin', 'Y', 'admin', LOCALTIMESTAMP(0), 'roundRobin 轮流分配给销售角色的人；product 按意向产品分配（见 sales.assign.productOwners），未配置的产品轮流分配'),
  ('销售-按产品分配', 'Sales: owner per product', 'sales.assign.productOwners', '', 'Y', 'admin', LOCALTIMESTAMP(0), '产品=登录账号，逗号分隔，如 chaos=zhangsan,load=lisi（产品取字典 sales_product 的值）');
--> statement-breakpoint
-- the one-working-day promise: every 5 minutes, the overdue leads' owners and leaders are told once
INSERT INTO sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by, create_time, remark) VALUES
  ('线索超时提醒 / Overdue lead reminders', 'SYSTEM', 'salesTask.remindOverdue', '0 0/5 * * * ?', '3', '1', '0', 'admin', LOCALTIMESTAMP(0), '1 个工作日内未联系的线索：通知负责人与销售主管（通知、实时推送、邮件）');
--> statement-breakpoint
-- China's public holidays: 2026 as the State Council's notice of 4 November 2025 sets them (holidays
-- and make-up working days); 2027's statutory days as the law fixes them — its bridging holidays and
-- make-up days are entered in 工作日历 once the State Council publishes them (docs/sales/calendar.md)
INSERT INTO sales_calendar (day, kind, name, create_by, create_time) VALUES
  ('2026-01-01', '1', '元旦 New Years Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-01-02', '1', '元旦 New Years Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-01-03', '1', '元旦 New Years Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-01-04', '0', '元旦调休上班 New Year make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-14', '0', '春节调休上班 Spring Festival make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-15', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-16', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-17', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-18', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-19', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-20', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-21', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-22', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-23', '1', '春节 Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-02-28', '0', '春节调休上班 Spring Festival make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-04-04', '1', '清明节 Qingming Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-04-05', '1', '清明节 Qingming Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-04-06', '1', '清明节 Qingming Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-01', '1', '劳动节 Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-02', '1', '劳动节 Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-03', '1', '劳动节 Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-04', '1', '劳动节 Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-05', '1', '劳动节 Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-05-09', '0', '劳动节调休上班 Labour Day make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-06-19', '1', '端午节 Dragon Boat Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-06-20', '1', '端午节 Dragon Boat Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-06-21', '1', '端午节 Dragon Boat Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-09-20', '0', '国庆节调休上班 National Day make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-09-25', '1', '中秋节 Mid-Autumn Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-09-26', '1', '中秋节 Mid-Autumn Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-09-27', '1', '中秋节 Mid-Autumn Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-01', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-02', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-03', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-04', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-05', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-06', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-07', '1', '国庆节 National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2026-10-10', '0', '国庆节调休上班 National Day make-up day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-01-01', '1', '元旦（法定） New Years Day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-02-05', '1', '春节（法定，除夕） Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-02-06', '1', '春节（法定） Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-02-07', '1', '春节（法定） Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-02-08', '1', '春节（法定） Spring Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-04-05', '1', '清明节（法定） Qingming Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-05-01', '1', '劳动节（法定） Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-05-02', '1', '劳动节（法定） Labour Day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-06-09', '1', '端午节（法定） Dragon Boat Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-09-15', '1', '中秋节（法定） Mid-Autumn Festival', 'admin', LOCALTIMESTAMP(0)),
  ('2027-10-01', '1', '国庆节（法定） National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-10-02', '1', '国庆节（法定） National Day', 'admin', LOCALTIMESTAMP(0)),
  ('2027-10-03', '1', '国庆节（法定） National Day', 'admin', LOCALTIMESTAMP(0))
ON CONFLICT (day) DO NOTHING;
--> statement-breakpoint
-- requests received before the desk: their stage from their status, their request time
UPDATE mkt_lead SET
  stage = CASE status WHEN '1' THEN '1' WHEN '2' THEN '5' ELSE '0' END,
  last_request_time = create_time,
  first_contact_time = CASE WHEN status <> '0' THEN coalesce(update_time, create_time) END;
