import type { GenTable, GenTableColumn } from '@dis/contract';

const audit = { createBy: 'admin', createTime: '2026-11-20 10:00:00', updateBy: null, updateTime: null };

export const column = (
  columnId: number,
  columnName: string,
  extra: Partial<GenTableColumn> = {},
): GenTableColumn => ({
  columnId,
  tableId: 1,
  columnName,
  columnComment: `${columnName} 说明`,
  columnType: 'varchar(64)',
  javaType: 'string',
  javaField: columnName.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
  isPk: '0',
  isIncrement: '0',
  isRequired: '0',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '0',
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  sort: columnId,
  ...audit,
  ...extra,
});

export const table = (tableId: number, tableName: string, extra: Partial<GenTable> = {}): GenTable => ({
  tableId,
  tableName,
  tableComment: `${tableName} 表`,
  subTableName: null,
  subTableFkName: null,
  className: 'BizProduct',
  tplCategory: 'crud',
  tplWebType: 'element-ui',
  packageName: null,
  moduleName: 'system',
  businessName: 'product',
  functionName: '产品',
  functionAuthor: 'dis',
  genType: '0',
  genPath: '/',
  options: null,
  ...audit,
  remark: null,
  ...extra,
});
