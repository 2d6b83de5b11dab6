import { parseSortPairs } from '../../../common/sort-pairs';
import { effectiveRouteName, isHttp, isSelfOrBelow, routeClash, type RouteMenu } from './service';

const menu = (fields: Partial<RouteMenu>): RouteMenu => ({
  menuId: 1,
  parentId: 0,
  menuType: 'C',
  path: 'a',
  routeName: '',
  ...fields,
});

describe('menu rules', () => {
  it('knows an http(s) address', () => {
    expect(isHttp('https://ruoyi.vip')).toBe(true);
    expect(isHttp('HTTP://x')).toBe(true);
    expect(isHttp('ruoyi.vip')).toBe(false);
    expect(isHttp('ftp://x')).toBe(false);
  });

  it('names a route by its route name, else its address', () => {
    expect(effectiveRouteName({ path: 'user', routeName: '' })).toBe('user');
    expect(effectiveRouteName({ path: 'user', routeName: 'People' })).toBe('People');
  });

  it('finds route clashes as RuoYi does, buttons aside', () => {
    const others = [
      menu({ menuId: 10, parentId: 1, path: 'user' }),
      menu({ menuId: 11, parentId: 2, path: 'job', routeName: 'MarketingJob' }),
      menu({ menuId: 12, parentId: 1, path: '', menuType: 'F' }),
    ];
    expect(routeClash(menu({ parentId: 1, path: 'USER' }), others)?.menuId).toBe(10);
    expect(routeClash(menu({ parentId: 3, path: 'user' }), others)?.menuId).toBe(10); // same name
    expect(routeClash(menu({ parentId: 3, path: 'user', routeName: 'Other' }), others)).toBeUndefined();
    expect(routeClash(menu({ parentId: 3, path: 'x', routeName: 'marketingjob' }), others)?.menuId).toBe(11);
    expect(routeClash(menu({ menuId: 10, parentId: 1, path: 'user' }), others)).toBeUndefined(); // itself
    expect(routeClash(menu({ parentId: 1, path: '', menuType: 'F' }), others)).toBeUndefined();
  });

  it('sees a parent below the menu, even through a cycle', () => {
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 0],
    ]);
    expect(isSelfOrBelow(1, 3, parents)).toBe(true);
    expect(isSelfOrBelow(1, 1, parents)).toBe(true);
    expect(isSelfOrBelow(1, 4, parents)).toBe(false);
    expect(
      isSelfOrBelow(
        9,
        5,
        new Map([
          [5, 6],
          [6, 5],
        ]),
      ),
    ).toBe(false);
  });

  it('pairs sort ids with orders, or refuses', () => {
    expect(parseSortPairs('1, 2', '3,4')).toEqual([
      { id: 1, order: 3 },
      { id: 2, order: 4 },
    ]);
    expect(parseSortPairs('1,2', '3')).toBeUndefined();
    expect(parseSortPairs('', '')).toBeUndefined();
    expect(parseSortPairs('1', '-1')).toBeUndefined();
    expect(parseSortPairs('a', '1')).toBeUndefined();
  });
});
