-- What the security review of issue 37 needs in the data (docs/security.md).

-- Role keys (docs/security.md "Role keys"): letters, digits, `_`, `-` and `:` only, and `admin` for
-- role 1 alone. A key written before the rule is mended: every other sign becomes `_` (`x,admin` →
-- `x_admin`), and a key that would then be `admin` or another role's gets `_<role id>`
-- (`admin` on role 303 → `admin_303`). Keys listed in the setting sys.account.totpRequiredRoles
-- are to be listed again under their new name.
WITH bad AS (
  SELECT role_id, regexp_replace(role_key, '[^A-Za-z0-9_:-]', '_', 'g') AS cleaned
  FROM sys_role
  WHERE role_id <> 1 AND (role_key !~ '^[A-Za-z0-9_:-]+$' OR lower(role_key) = 'admin')
)
UPDATE sys_role r
SET role_key = CASE
    WHEN bad.cleaned = '' THEN 'role_' || r.role_id
    WHEN lower(bad.cleaned) = 'admin'
      OR EXISTS (SELECT 1 FROM sys_role o WHERE o.role_id <> r.role_id AND o.role_key = bad.cleaned)
      OR EXISTS (SELECT 1 FROM bad b2 WHERE b2.cleaned = bad.cleaned AND b2.role_id < bad.role_id)
      THEN left(bad.cleaned, 80) || '_' || r.role_id
    ELSE bad.cleaned
  END,
  update_by = 'admin',
  update_time = LOCALTIMESTAMP(0)
FROM bad
WHERE bad.role_id = r.role_id;

-- How long the operation and login logs are kept (docs/security.md "The logs are evidence"): rows
-- younger than this many days are deleted by nobody; below 180 counts as 180. An id of the seeded
-- range (staff's own settings start at 100).
INSERT INTO sys_config (config_id, config_name, config_name_en, config_key, config_value, config_type, create_by, create_time, update_by, update_time, remark)
SELECT 20, '日志-保留天数', 'Logs: days the operation and login logs are kept', 'sys.log.retentionDays', '180', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL,
  '操作日志和登录日志的保留天数；保留期内的日志任何人都不能删除，小于180按180天计'
WHERE NOT EXISTS (SELECT 1 FROM sys_config WHERE config_id = 20 OR config_key = 'sys.log.retentionDays');

-- The chains of the two logs begin after the rows already there, which stay outside them.
INSERT INTO sys_log_chain (chain, anchor_id, update_time)
SELECT 'oper', COALESCE(MAX(oper_id), 0) + 1, LOCALTIMESTAMP(0) FROM sys_oper_log
ON CONFLICT (chain) DO NOTHING;
INSERT INTO sys_log_chain (chain, anchor_id, update_time)
SELECT 'login', COALESCE(MAX(info_id), 0) + 1, LOCALTIMESTAMP(0) FROM sys_logininfor
ON CONFLICT (chain) DO NOTHING;

-- 完整性校验 on 操作日志 and 登录日志: a button each (ids of the seeded range: the generated menus
-- start at 2000).
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, update_by, update_time, remark)
SELECT 1090, '日志校验', 'Check the operation log', 500, 4, '#', '', '', '', '1', '0', 'F', '0', '0', 'monitor:operlog:verify', '#', 'admin', LOCALTIMESTAMP(0), '', NULL, ''
WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 500)
  AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 1090 OR perms = 'monitor:operlog:verify');
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, update_by, update_time, remark)
SELECT 1091, '日志校验', 'Check the login log', 501, 5, '#', '', '', '', '1', '0', 'F', '0', '0', 'monitor:logininfor:verify', '#', 'admin', LOCALTIMESTAMP(0), '', NULL, ''
WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 501)
  AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 1091 OR perms = 'monitor:logininfor:verify');

-- Column preferences are kept for the console's lists only (docs/security.md "Bounded storage"):
-- rows under any other key, which nothing reads, go. These are the lists of this release
-- (COLUMN_PREF_PAGES in @dis/contract).
DELETE FROM sys_column_pref WHERE page_key NOT IN (
  'marketing.news', 'marketing.job', 'marketing.lead', 'system.user', 'system.role', 'system.menu',
  'system.dept', 'system.post', 'system.dict.type', 'system.dict.data', 'system.config', 'system.notice',
  'monitor.online', 'monitor.job', 'monitor.jobLog', 'monitor.logininfor', 'monitor.operlog', 'monitor.cache',
  'monitor.server', 'monitor.druid', 'tool.gen'
);
