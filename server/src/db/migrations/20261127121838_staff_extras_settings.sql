-- Settings of the console's additions beyond RuoYi (docs/product.md §3 "Settings"): the export
-- centre, two-factor sign-in and the watermark. Staff change them in 参数设置.
INSERT INTO sys_config (config_id, config_name, config_name_en, config_key, config_value, config_type, create_by, create_time, update_by, update_time, remark) VALUES
  (12, '导出-后台导出行数阈值', 'Export: rows above which an export runs in the background', 'sys.export.asyncThreshold', '5000', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '导出超过此行数时转为后台任务，在「下载中心」下载'),
  (13, '导出-文件保留小时数', 'Export: hours a finished file is kept', 'sys.export.keepHours', '72', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '后台导出的文件保留时长（小时），过期自动删除'),
  (14, '账号安全-必须启用两步验证的角色', 'Security: roles that must use two-factor sign-in', 'sys.account.totpRequiredRoles', '', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '角色权限字符，多个以英文逗号分隔；留空则不强制'),
  (15, '主框架页-水印开关', 'Main frame: watermark', 'sys.index.watermark', 'true', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '控制台页面显示「用户名 + 日期」水印（true开启，false关闭）'),
  (16, '主框架页-水印透明度', 'Main frame: watermark opacity', 'sys.index.watermarkOpacity', '0.12', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '水印不透明度，0.05 到 0.5 之间的小数')
ON CONFLICT (config_id) DO NOTHING;

-- The navbar's 源码地址 / 文档地址 pointed at the RuoYi-Vue project; the vendor's own addresses are
-- not known to the seed, so a value still RuoYi's (and never edited) becomes blank, which hides the
-- link until staff set one in 参数设置.
UPDATE sys_config SET config_value = ''
WHERE config_id = 10 AND config_key = 'sys.index.sourceUrl' AND config_value = 'https://gitee.com/y_project/RuoYi-Vue' AND update_time IS NULL;
UPDATE sys_config SET config_value = ''
WHERE config_id = 11 AND config_key = 'sys.index.docUrl' AND config_value = 'https://doc.ruoyi.vip' AND update_time IS NULL;
