import { defineLabels, defineMessages, type Catalogue, type KeysOf } from '../../../i18n/catalogue';

/**
 * The answers and refusals of the code generator (`/tool/gen`), RuoYi's words where RuoYi has
 * them (docs/tool/gen.md).
 */
export const GEN_MESSAGES = defineMessages({
  'tool.gen.missing': { 'zh-cn': '业务表不存在', en: 'The generated table does not exist' },
  'tool.gen.missingName': {
    'zh-cn': '业务表不存在：{name}',
    en: 'The table {name} has not been imported into the generator',
  },
  'tool.gen.imported': { 'zh-cn': '导入成功', en: 'Imported' },
  'tool.gen.created': { 'zh-cn': '创建成功', en: 'Created' },
  'tool.gen.synced': { 'zh-cn': '同步成功', en: 'Synchronised' },
  'tool.gen.written': { 'zh-cn': '生成成功，已写入 {count} 个文件', en: 'Generated: {count} files written' },

  // importing a table of the database
  'tool.gen.importNone': { 'zh-cn': '请选择要导入的表', en: 'Choose the tables to import' },
  'tool.gen.importUnknown': {
    'zh-cn': '表不存在：{name}',
    en: 'There is no table {name} in the database',
  },
  'tool.gen.importOwn': {
    'zh-cn': '不能导入系统自身的表：{name}',
    en: 'The table {name} belongs to the system itself and cannot be imported',
  },
  'tool.gen.importTwice': {
    'zh-cn': '表已导入：{name}',
    en: 'The table {name} is imported already',
  },
  'tool.gen.importNoPk': {
    'zh-cn': '表{name}没有主键，无法生成代码',
    en: 'The table {name} has no primary key; no code can be generated for it',
  },
  'tool.gen.importCompositePk': {
    'zh-cn': '表{name}的主键由多个字段组成（{columns}），无法生成代码：主键须为单个字段',
    en: 'The primary key of the table {name} has several columns ({columns}); code is generated for a single-column key only',
  },
  'tool.gen.importPkType': {
    'zh-cn':
      '表{name}的主键字段{column}（{type}）无法生成代码：主键须为整数（identity、serial 或无默认值，生成时配上序列）或 uuid',
    en: 'No code can be generated for the key {column} ({type}) of the table {name}: a key must be an integer (identity, serial, or none, which the generator gives a sequence) or a uuid',
  },
  'tool.gen.importDefault': {
    'zh-cn': '表{name}的字段{column}的默认值太长，无法生成代码',
    en: 'The default of the column {column} of the table {name} is too long to generate code for',
  },
  'tool.gen.importType': {
    'zh-cn': '表{name}的字段{column}的类型{type}无法生成代码',
    en: 'The column {column} of the table {name} has the type {type}, for which no code can be generated',
  },
  'tool.gen.importName': {
    'zh-cn': '表名{name}无法生成代码：只能含小写字母、数字和下划线，以字母开头',
    en: 'No code can be generated for the table name {name}: lowercase letters, digits and underscores only, starting with a letter',
  },

  // creating tables from SQL
  'tool.gen.createAdminOnly': {
    'zh-cn': '只有超级管理员可以创建表',
    en: 'Only the super administrator may create tables',
  },
  'tool.gen.sqlEmpty': { 'zh-cn': '请输入建表语句', en: 'Enter the CREATE TABLE statements' },
  'tool.gen.sqlSyntax': {
    'zh-cn': 'SQL语法错误：{reason}',
    en: 'SQL syntax error: {reason}',
  },
  'tool.gen.sqlStatement': {
    'zh-cn': '不允许的语句：{statement}',
    en: 'Statement not allowed: {statement}',
  },
  'tool.gen.sqlNoTable': {
    'zh-cn': '没有建表语句（CREATE TABLE）',
    en: 'There is no CREATE TABLE statement',
  },
  'tool.gen.sqlClause': {
    'zh-cn': '表{name}不允许的写法：{clause}',
    en: 'The table {name} uses what is not allowed: {clause}',
  },
  'tool.gen.sqlSchema': {
    'zh-cn': '表{name}只能建在 public 模式中',
    en: 'The table {name} can only be created in the public schema',
  },
  'tool.gen.sqlDefault': {
    'zh-cn': '表{name}的字段{column}的默认值不允许调用函数{function}',
    en: 'The default of the column {column} of the table {name} may not call the function {function}',
  },
  'tool.gen.sqlComment': {
    'zh-cn': '注释只能写在本次创建的表上：{name}',
    en: 'Comments may only be put on the tables created in the same text: {name}',
  },
  'tool.gen.sqlTwice': {
    'zh-cn': '表{name}创建了两次',
    en: 'The table {name} is created twice',
  },
  'tool.gen.sqlExists': { 'zh-cn': '表已存在：{name}', en: 'The table {name} exists already' },
  'tool.gen.sqlReference': {
    'zh-cn': '表{name}的外键只能引用代码生成的表：{target}',
    en: 'A foreign key of the table {name} may reference only tables of the code generator: {target}',
  },
  'tool.gen.sqlFailed': {
    'zh-cn': '创建表结构异常：{reason}',
    en: 'Could not create the tables: {reason}',
  },

  // editing a generated table
  'tool.gen.treeCode': { 'zh-cn': '树编码字段不能为空', en: 'The tree code column is required' },
  'tool.gen.treeParentCode': {
    'zh-cn': '树父编码字段不能为空',
    en: 'The tree parent code column is required',
  },
  'tool.gen.treeName': { 'zh-cn': '树名称字段不能为空', en: 'The tree name column is required' },
  'tool.gen.treeColumn': {
    'zh-cn': '树表字段{name}不是本表的字段',
    en: 'The tree column {name} is not a column of this table',
  },
  'tool.gen.subTableName': { 'zh-cn': '关联子表的表名不能为空', en: 'The sub-table name is required' },
  'tool.gen.subTableFkName': {
    'zh-cn': '子表关联的外键名不能为空',
    en: "The sub-table's foreign key column is required",
  },
  'tool.gen.subUnknown': {
    'zh-cn': '关联子表{name}不是已导入的表',
    en: 'The sub-table {name} is not an imported table',
  },
  'tool.gen.subSelf': {
    'zh-cn': '关联子表不能是本表',
    en: 'A table cannot be its own sub-table',
  },
  'tool.gen.uuidKey': {
    'zh-cn': '树表和主子表的主键须为整数：主键字段{name}是 uuid，请选单表（增删改查）',
    en: 'A tree or master-detail table needs an integer key: the key {name} is a uuid; choose the single-table template',
  },
  'tool.gen.subFk': {
    'zh-cn': '子表{table}没有外键字段{name}',
    en: 'The sub-table {table} has no column {name}',
  },
  'tool.gen.template': {
    'zh-cn': '未知的生成模板：{name}',
    en: 'Unknown template: {name}',
  },
  'tool.gen.moduleName': {
    'zh-cn': '未知的前端分区：{name}',
    en: 'Unknown console section: {name}',
  },
  'tool.gen.businessName': {
    'zh-cn': '生成业务名{name}不合规：须以小写字母开头，只含字母和数字',
    en: 'The business name {name} is not allowed: it starts with a lowercase letter and holds letters and digits only',
  },
  'tool.gen.businessTaken': {
    'zh-cn': '生成业务名{name}已被现有资源{key}占用',
    en: 'The business name {name} is taken by the existing resource {key}',
  },
  'tool.gen.businessTwice': {
    'zh-cn': '生成业务名{name}已被业务表{table}使用',
    en: 'The business name {name} is used by the generated table {table} already',
  },
  'tool.gen.className': {
    'zh-cn': '实体类名称{name}不合规：须为大驼峰，如 BizProduct',
    en: 'The class name {name} is not allowed: PascalCase, e.g. BizProduct',
  },
  'tool.gen.columnUnknown': {
    'zh-cn': '字段{name}不属于本表',
    en: 'The column {name} does not belong to this table',
  },
  'tool.gen.javaField': {
    'zh-cn': '字段属性名{name}不合规：须为小驼峰，如 productName',
    en: 'The field name {name} is not allowed: camelCase, e.g. productName',
  },
  'tool.gen.javaFieldTwice': {
    'zh-cn': '字段属性名{name}重复',
    en: 'The field name {name} is used twice',
  },
  'tool.gen.tsType': { 'zh-cn': '未知的字段类型：{name}', en: 'Unknown field type: {name}' },
  'tool.gen.queryType': { 'zh-cn': '未知的查询方式：{name}', en: 'Unknown query type: {name}' },
  'tool.gen.htmlType': { 'zh-cn': '未知的显示类型：{name}', en: 'Unknown display type: {name}' },
  'tool.gen.dictType': { 'zh-cn': '字典类型不存在：{name}', en: 'The dictionary type {name} does not exist' },
  'tool.gen.parentMenu': {
    'zh-cn': '上级菜单{name}不存在或不是目录',
    en: 'The parent menu {name} does not exist or is not a directory',
  },

  // synchronising, generating
  'tool.gen.syncGone': {
    'zh-cn': '同步数据失败，原表结构不存在',
    en: 'Could not synchronise: the table no longer exists',
  },
  'tool.gen.fileExists': {
    'zh-cn': '文件已存在，不会覆盖：{path}',
    en: 'The file exists already and is not overwritten: {path}',
  },
  'tool.gen.fileAnchor': {
    'zh-cn': '无法修改文件{path}：找不到插入位置',
    en: 'Cannot change the file {path}: the line to add after is not there',
  },
  'tool.gen.outsideRoot': {
    'zh-cn': '生成的路径不在代码目录内：{path}',
    en: 'The generated path is outside the code folder: {path}',
  },
  'tool.gen.noSources': {
    'zh-cn': '本服务器没有源代码目录，无法生成代码：请在开发环境中预览、下载或生成',
    en: 'This server has no source tree to generate into: preview, download and generate in a development checkout',
  },
  'tool.gen.devTools': {
    'zh-cn': '生成代码需要开发依赖{tool}：请在代码目录中执行 npm install',
    en: 'Generating code needs the development dependency {tool}: run npm install in the code root',
  },
  'tool.gen.production': {
    'zh-cn': '生产环境不允许把生成的代码写入工作目录，请下载压缩包',
    en: 'In production the generated code is not written into the working tree: download the zip',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof GEN_MESSAGES> {}
}

/** The names of the fields a refusal names. */
const GEN_LABELS = {
  tableComment: { 'zh-cn': '表描述', en: 'Table description' },
  className: { 'zh-cn': '实体类名称', en: 'Class name' },
  functionAuthor: { 'zh-cn': '作者', en: 'Author' },
  moduleName: { 'zh-cn': '生成模块名', en: 'Module name' },
  businessName: { 'zh-cn': '生成业务名', en: 'Business name' },
  functionName: { 'zh-cn': '生成功能名', en: 'Function name' },
  tplCategory: { 'zh-cn': '生成模板', en: 'Template' },
  javaField: { 'zh-cn': '字段属性名', en: 'Field name' },
} as const satisfies Catalogue;

export const genLabel = defineLabels(GEN_LABELS);
