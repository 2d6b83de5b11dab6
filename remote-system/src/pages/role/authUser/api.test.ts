import { http } from '@dis/shared/request';
import { authUserQuery, cancelAuthUsers, fetchAuthUsers, selectAuthUsers } from './api';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), put: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;

beforeEach(() => {
  get.mockReset().mockResolvedValue({ code: 200, total: 0, rows: [] });
  put.mockReset().mockResolvedValue({ code: 200, msg: '操作成功' });
});

describe('分配用户 calls', () => {
  it('asks for a page of ten, trimmed filters, blanks left out', () => {
    expect(authUserQuery(3, { userName: ' ry ', phonenumber: '  ', pageNum: 2 })).toEqual({
      roleId: 3,
      userName: 'ry',
      pageNum: 2,
      pageSize: 10,
    });
  });

  it('lists the users holding the role, or those without it', async () => {
    const filter = { userName: '', phonenumber: '158', pageNum: 1 };
    await fetchAuthUsers(3, true, filter);
    expect(get).toHaveBeenLastCalledWith('/system/role/authUser/allocatedList', {
      roleId: 3,
      phonenumber: '158',
      pageNum: 1,
      pageSize: 10,
    });
    await fetchAuthUsers(3, false, filter);
    expect(get).toHaveBeenLastCalledWith(
      '/system/role/authUser/unallocatedList',
      expect.objectContaining({ roleId: 3 }),
    );
  });

  it('gives and takes the role from the ticked users', async () => {
    await selectAuthUsers(3, [2, 5]);
    expect(put).toHaveBeenLastCalledWith('/system/role/authUser/selectAll?roleId=3&userIds=2,5');
    await cancelAuthUsers(3, [2]);
    expect(put).toHaveBeenLastCalledWith('/system/role/authUser/cancelAll?roleId=3&userIds=2');
  });
});
