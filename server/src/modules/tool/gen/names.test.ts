import { camelCase, defaultBusinessName, humanise, namesOf, pascalCase, plural, upperSnake } from './names';

describe('the naming rules of generated code', () => {
  it('derive every name from the table', () => {
    expect(
      namesOf({
        moduleName: 'marketing',
        businessName: 'orderItem',
        className: 'BizOrderItem',
        idField: 'itemId',
      }),
    ).toEqual({
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
      constant: 'ORDER_ITEM',
      messageKey: 'marketing.orderItem',
      file: 'marketing-orderItem',
      id: 'itemId',
    });
  });

  it('spell words as code does', () => {
    expect(camelCase('order_item_no')).toBe('orderItemNo');
    expect(camelCase('ORDER_ITEM')).toBe('orderItem');
    expect(pascalCase('biz_product')).toBe('BizProduct');
    expect(upperSnake('BizHTTPLog')).toBe('BIZ_HTTP_LOG');
    expect(['product', 'category', 'box', 'status'].map(plural)).toEqual([
      'products',
      'categories',
      'boxes',
      'statuses',
    ]);
    expect(humanise('parentId')).toBe('Parent ID');
    expect(humanise('productSku')).toBe('Product sku');
  });

  it('take a business name from the table name', () => {
    expect(defaultBusinessName('biz_product')).toBe('product');
    expect(defaultBusinessName('biz_2x')).toBe('biz2x');
  });
});
