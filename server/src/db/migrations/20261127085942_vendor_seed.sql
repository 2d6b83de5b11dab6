-- The vendor's own console, not RuoYi's (docs/product.md §3 "Seeded organisation and notices"):
-- 0002 seeded RuoYi-Vue's demo rows (若依科技 and its offices, the nickname 若依, the 2018 notices,
-- the 若依官网 menu, job names in Chinese only). This replaces each of them only where it still holds
-- RuoYi's value, so whatever staff changed is kept. A fresh installation runs 0002 and then this,
-- so it starts with the vendor's seed. Departments, notices, jobs and nicknames have no English
-- column (menus and dictionaries do), so one text holds both languages: names as `中文 English`
-- (研发部 R&D, so the profile's `部门 / 岗位` still reads), titles and job names as `中文 / English`.

-- The organisation: the company and its four offices (Nanjing headquarters, Shanghai, Beijing,
-- Shenzhen). Beijing and Shenzhen are added only while the company and RuoYi's two offices are
-- still there as seeded (an installation that built its own tree gets nothing new).
INSERT INTO sys_dept (dept_id, parent_id, ancestors, dept_name, order_num, leader, phone, email, status, del_flag, create_by, create_time, update_by, update_time)
SELECT v.dept_id, 100, '0,100', v.dept_name, v.order_num, NULL, NULL, NULL, '0', '0', 'admin', LOCALTIMESTAMP(0), '', NULL
FROM (VALUES
  (110, '北京办公室 Beijing Office', 3),
  (111, '深圳办公室 Shenzhen Office', 4)
) AS v (dept_id, dept_name, order_num)
WHERE EXISTS (SELECT 1 FROM sys_dept WHERE dept_id = 100 AND parent_id = 0 AND del_flag = '0')
  AND EXISTS (SELECT 1 FROM sys_dept WHERE dept_id = 101 AND parent_id = 100 AND dept_name = '深圳总公司' AND del_flag = '0')
  AND EXISTS (SELECT 1 FROM sys_dept WHERE dept_id = 102 AND parent_id = 100 AND dept_name = '长沙分公司' AND del_flag = '0')
  AND NOT EXISTS (SELECT 1 FROM sys_dept d WHERE d.parent_id = 100 AND d.dept_name = v.dept_name AND d.del_flag = '0')
ON CONFLICT (dept_id) DO NOTHING;

-- A name is replaced when it is still RuoYi's and no sibling already carries the new one.
UPDATE sys_dept AS d SET dept_name = v.new_name
FROM (VALUES
  (100, '若依科技', '数字免疫科技 DIS Technology'),
  (101, '深圳总公司', '南京总部 Nanjing HQ'),
  (102, '长沙分公司', '上海办公室 Shanghai Office'),
  (103, '研发部门', '研发部 R&D'),
  (104, '市场部门', '市场部 Marketing'),
  (105, '测试部门', '测试部 QA'),
  (106, '财务部门', '财务部 Finance'),
  (107, '运维部门', '运维部 Operations'),
  (108, '市场部门', '市场部 Marketing'),
  (109, '财务部门', '财务部 Finance')
) AS v (dept_id, old_name, new_name)
WHERE d.dept_id = v.dept_id
  AND d.dept_name = v.old_name
  AND NOT EXISTS (
    SELECT 1 FROM sys_dept s
    WHERE s.parent_id = d.parent_id AND s.dept_id <> d.dept_id AND s.dept_name = v.new_name AND s.del_flag = '0'
  );

-- RuoYi's demo contact (leader 若依, its phone and mailbox) is cleared where it is still there.
UPDATE sys_dept SET leader = NULL WHERE dept_id BETWEEN 100 AND 109 AND leader = '若依';
UPDATE sys_dept SET phone = NULL WHERE dept_id BETWEEN 100 AND 109 AND phone = '15888888888';
UPDATE sys_dept SET email = NULL WHERE dept_id BETWEEN 100 AND 109 AND email = 'ry@qq.com';

-- The seeded accounts' nicknames (shown in the navbar, the greeting and the lists).
UPDATE sys_user SET nick_name = '管理员 Admin' WHERE user_id = 1 AND user_name = 'admin' AND nick_name = '若依';
UPDATE sys_user SET nick_name = '测试员 Tester' WHERE user_id = 2 AND user_name = 'ry' AND nick_name = '若依';

-- The sidebar's 若依官网 link goes: this product's public site is the same origin, opened by the
-- sidebar's logo, and a menu link must be an absolute http(s) address the seed cannot know
-- (docs/system/menu.md "Seeded menus"). A link staff edited or gave children to stays.
DELETE FROM sys_role_menu
WHERE menu_id = 4
  AND EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 4 AND menu_name = '若依官网' AND path = 'http://ruoyi.vip' AND update_time IS NULL)
  AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE parent_id = 4);
DELETE FROM sys_menu
WHERE menu_id = 4 AND menu_name = '若依官网' AND path = 'http://ruoyi.vip' AND update_time IS NULL
  AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE parent_id = 4);

-- The notices (the bell): each of RuoYi's three is replaced only while its title and body are
-- RuoYi's and it was never edited; the new one is unread for everybody and dated now.
WITH replaced AS (
  UPDATE sys_notice AS n
  SET notice_title = v.new_title, notice_type = v.new_type, notice_content = v.new_content, create_time = LOCALTIMESTAMP(0)
  FROM (VALUES
    (1, '温馨提醒：2018-07-01 若依新版本发布啦', '新版本内容',
     '欢迎使用数字免疫控制台 / Welcome to the DIS console', '2',
     '<p>这里是<strong>数字免疫科技</strong>的员工控制台：在「网站管理」中编辑官网的新闻和招聘职位、跟进试用申请；在「系统管理」「系统监控」「系统工具」中管理账号与权限、查看系统运行情况。</p><p>This is the staff console of <strong>DIS Technology</strong>: edit the website''s news and job postings and follow up trial requests under Website; manage accounts and rights and watch the system under System, Monitor and Tools.</p>'),
    (2, '维护通知：2018-07-01 若依系统凌晨维护', '维护内容',
     '维护通知 / Maintenance notices', '1',
     '<p>计划内的系统维护会提前在此公布，写明开始和结束时间以及受影响的功能。维护开始前请保存正在编辑的内容，维护结束后刷新页面即可继续使用。</p><p>Planned maintenance is announced here in advance, with its start and end times and the functions it affects. Save what you are editing before it starts, and reload the page once it is over.</p>'),
    (3, '若依开源框架介绍', '<p><strong>若依</strong>是一套全部开源的快速开发平台，毫无保留给个人及企业免费使用。</p><p>前端采用Vue、Element UI，后端采用Spring Boot、Spring Security、Redis &amp; Jwt，权限认证使用Jwt，支持多终端认证系统，支持加载动态权限菜单，多方式轻松权限控制。</p><p>官网：<a href="http://ruoyi.vip" target="_blank">http://ruoyi.vip</a></p><p>文档：<a href="http://doc.ruoyi.vip" target="_blank">http://doc.ruoyi.vip</a></p><p>演示：<a href="http://vue.ruoyi.vip" target="_blank">http://vue.ruoyi.vip</a></p>',
     '账号安全提示 / Keeping your account safe', '1',
     '<p>首次登录后，请在<strong>个人中心</strong>修改初始密码，不要与他人共用账号。离开座位时，可在右上角的用户菜单中选择「锁定屏幕」；按系统设置，控制台闲置一段时间后也会自动锁定。</p><p>After your first sign-in, change the initial password in <strong>Personal center</strong>, and never share your account. When you step away, choose Lock screen in the user menu at the top right; as set up by your administrators, the console also locks itself after a while without use.</p>')
  ) AS v (notice_id, old_title, old_content, new_title, new_type, new_content)
  WHERE n.notice_id = v.notice_id
    AND n.notice_title = v.old_title
    AND n.notice_content = v.old_content
    AND n.update_time IS NULL
  RETURNING n.notice_id
)
DELETE FROM sys_notice_read WHERE notice_id IN (SELECT notice_id FROM replaced);

-- The sample jobs keep their targets (ryTask.*: RuoYi's front end and the job engine know them,
-- docs/monitor/job.md) and get names in both languages.
UPDATE sys_job AS j SET job_name = v.new_name
FROM (VALUES
  (1, '系统默认（无参）', '系统默认（无参） / Default task (no args)'),
  (2, '系统默认（有参）', '系统默认（有参） / Default task (with args)'),
  (3, '系统默认（多参）', '系统默认（多参） / Default task (several args)')
) AS v (job_id, old_name, new_name)
WHERE j.job_id = v.job_id AND j.job_name = v.old_name;
