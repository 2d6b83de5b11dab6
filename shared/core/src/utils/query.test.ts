import { addDateRange, toQueryString } from './query';

describe('toQueryString', () => {
  it('skips empty values and expands nested objects as key[sub]', () => {
    expect(
      toQueryString({
        pageNum: 1,
        userName: 'ad min',
        phonenumber: '',
        status: undefined,
        deptId: null,
        params: { beginTime: '2026-01-01', endTime: '2026-01-31', empty: '' },
      }),
    ).toBe('pageNum=1&userName=ad%20min&params%5BbeginTime%5D=2026-01-01&params%5BendTime%5D=2026-01-31');
  });

  it('joins arrays with commas and treats no input as nothing', () => {
    expect(toQueryString({ ids: [1, 2, 3] })).toBe('ids=1%2C2%2C3');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('addDateRange', () => {
  it('writes beginTime/endTime without changing the input', () => {
    const query = { pageNum: 1 };
    const out = addDateRange(query, ['2026-01-01', '2026-01-31']);
    expect(out.params).toEqual({ beginTime: '2026-01-01', endTime: '2026-01-31' });
    expect(query).toEqual({ pageNum: 1 });
  });

  it('uses begin<Name>/end<Name> for a named property and clears on no range', () => {
    expect(addDateRange({}, ['a', 'b'], 'loginTime').params).toEqual({
      beginLoginTime: 'a',
      endLoginTime: 'b',
    });
    expect(addDateRange({ params: { beginTime: 'x' } }, null).params).toEqual({
      beginTime: undefined,
      endTime: undefined,
    });
  });
});
