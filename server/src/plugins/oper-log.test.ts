import { withoutSecrets } from './oper-log';

describe('withoutSecrets', () => {
  it('drops password fields at any depth', () => {
    expect(
      withoutSecrets({
        userName: 'ry',
        password: 'x',
        profile: { oldPassword: 'a', newPassword: 'b', nickName: 'n' },
        list: [{ confirmPassword: 'c', keep: 1 }],
      }),
    ).toEqual({ userName: 'ry', profile: { nickName: 'n' }, list: [{ keep: 1 }] });
  });

  it('leaves other values alone', () => {
    expect(withoutSecrets('text')).toBe('text');
    expect(withoutSecrets(null)).toBeNull();
  });
});
