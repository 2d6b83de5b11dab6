import { camelCase, humanise, migrationStamp, namesOf, plural, remoteOf, upperSnake } from './names';
import { kindOf } from './model';
import { GenerateRefusal, type GenColumnSpec, type GenTableSpec } from './types';

const column = (
  columnName: string,
  columnType: string,
  more: Partial<GenColumnSpec> = {},
): GenColumnSpec => ({
  columnName,
  columnComment: columnName,
  columnType,
  tsType: 'string',
  javaField: camelCase(columnName),
  isPk: false,
  isIncrement: false,
  isRequired: false,
  isInsert: true,
  isEdit: true,
  isList: true,
  isQuery: false,
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  sort: 1,
  ...more,
});

const spec: GenTableSpec = {
  tableId: 1,
  tableName: 'biz_order_item',
  tableComment: '订单明细',
  className: 'BizOrderItem',
  moduleName: 'marketing',
  businessName: 'orderItem',
  functionName: '订单明细',
  functionNameEn: 'Order item',
  functionAuthor: 'gen',
  tplCategory: 'crud',
  parentMenuId: 0,
  columns: [column('item_id', 'bigint', { isPk: true, isIncrement: true })],
};

describe('the naming rules of generated code', () => {
  it('derive every name from the spec', () => {
    expect(namesOf(spec)).toEqual({
      section: 'marketing',
      business: 'orderItem',
      key: 'marketing/orderItem',
      path: '/marketing/orderItem',
      permission: 'marketing:orderItem',
      className: 'BizOrderItem',
      table: 'bizOrderItem',
      limits: 'BIZ_ORDER_ITEM_FIELD_MAX',
      one: 'OrderItem',
      many: 'OrderItems',
      word: 'orderItem',
      words: 'orderItems',
      messageKey: 'marketing.orderItem',
      file: 'marketing-orderItem',
      id: 'itemId',
    });
  });

  it('spell words as code does', () => {
    expect(camelCase('order_item_no')).toBe('orderItemNo');
    expect(upperSnake('BizHTTPLog')).toBe('BIZ_HTTP_LOG');
    expect(['product', 'category', 'box', 'status'].map(plural)).toEqual([
      'products',
      'categories',
      'boxes',
      'statuses',
    ]);
    expect(humanise('parentId')).toBe('Parent ID');
    expect(migrationStamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('20260102030405');
  });

  it('read the catalog spelling of column types', () => {
    expect(kindOf('character varying(64)')).toEqual({ kind: 'varchar', length: 64 });
    expect(kindOf('numeric(10,2)')).toEqual({ kind: 'numeric', precision: 10, scale: 2 });
    expect(kindOf('timestamp(0) without time zone')).toEqual({ kind: 'timestamp', precision: 0 });
    expect(kindOf('char(1)')).toEqual({ kind: 'char', length: 1 });
    expect(() => kindOf('jsonb')).toThrow(/not supported/);
  });

  it('find the remote of a section and its words, or refuse', async () => {
    const files: Record<string, string> = {
      'remote-tools/src/i18n.ts':
        "export const TOOLS_NS = declareNamespace('tools', {});\nexport function useToolsTranslation() {}",
      'remote-marketing/src/desk/i18n.ts':
        "export const DESK_NS = declareNamespace('marketing-desk', {});\nexport function useDeskTranslation() {}",
    };
    const repo = async (path: string) => files[path] ?? null;
    expect(await remoteOf('tool', repo)).toEqual({
      dir: 'remote-tools',
      namespace: 'tools',
      hook: 'useToolsTranslation',
      i18nImport: '../../i18n',
      localeFiles: {
        'zh-cn': 'remote-tools/src/locales/zh-cn/tools.json',
        en: 'remote-tools/src/locales/en/tools.json',
      },
    });
    expect((await remoteOf('marketing', repo)).i18nImport).toBe('../../desk/i18n');
    await expect(remoteOf('monitor', repo)).rejects.toEqual(
      new GenerateRefusal('anchor', 'remote-monitor/src/i18n.ts'),
    );
  });
});
