-- The console navbar's two outside links (docs/product.md §2: source repository and documentation).
-- Staff change or blank them in 参数设置; a blank value hides the link. They point to the RuoYi-Vue
-- project whose wire contract this server speaks, for integrators working against it.
INSERT INTO sys_config (config_id, config_name, config_name_en, config_key, config_value, config_type, create_by, create_time, update_by, update_time, remark) VALUES
  (10, '主框架页-源码地址', 'Main frame: source repository link', 'sys.index.sourceUrl', 'https://gitee.com/y_project/RuoYi-Vue', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '导航栏「源码地址」链接，留空则不显示'),
  (11, '主框架页-文档地址', 'Main frame: documentation link', 'sys.index.docUrl', 'https://doc.ruoyi.vip', 'Y', 'admin', LOCALTIMESTAMP(0), '', NULL, '导航栏「文档地址」链接，留空则不显示')
ON CONFLICT (config_id) DO NOTHING;
