import type { ReactNode } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createTestStore } from './store';
import { Can, useCan } from './useCan';
import { userInfoLoaded } from './userSlice';

function storeOf(roles: string[], permissions: string[]) {
  const store = createTestStore();
  store.dispatch(
    userInfoLoaded({ id: 2, name: 'ry', nickName: '测试员 Tester', avatar: '', roles, permissions }),
  );
  return store;
}

function wrapperFor(store: ReturnType<typeof createTestStore>) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useCan: checks bound to the signed-in user', () => {
  const store = storeOf(['common'], ['system:user:list', 'system:user:query']);
  const { result } = renderHook(() => useCan(), { wrapper: wrapperFor(store) });

  it('any-of and all-of permissions', () => {
    expect(result.current.hasPermi('system:user:list')).toBe(true);
    expect(result.current.hasPermi(['system:user:add', 'system:user:query'])).toBe(true);
    expect(result.current.hasPermi('system:user:add')).toBe(false);
    expect(result.current.hasPermiAll(['system:user:list', 'system:user:query'])).toBe(true);
    expect(result.current.hasPermiAll(['system:user:list', 'system:user:add'])).toBe(false);
  });

  it('any-of and all-of roles', () => {
    expect(result.current.hasRole(['admin', 'common'])).toBe(true);
    expect(result.current.hasRole('admin')).toBe(false);
    expect(result.current.hasRoleAll(['admin', 'common'])).toBe(false);
  });

  it('*:*:* and the admin role pass every check', () => {
    const admin = storeOf(['admin'], ['*:*:*']);
    const { result: can } = renderHook(() => useCan(), { wrapper: wrapperFor(admin) });
    expect(can.current.hasPermi('anything:at:all')).toBe(true);
    expect(can.current.hasRole('common')).toBe(true);
  });
});

describe('<Can>', () => {
  const store = storeOf(['common'], ['system:user:list']);
  const show = (ui: ReactNode) => render(<Provider store={store}>{ui}</Provider>);

  it('shows its children only when the user may, else the fallback', () => {
    show(
      <>
        <Can perm="system:user:list">list</Can>
        <Can perm="system:user:add" fallback={<span>no add</span>}>
          add
        </Can>
        <Can role="admin">admin only</Can>
      </>,
    );
    expect(screen.getByText('list')).toBeTruthy();
    expect(screen.queryByText('add')).toBeNull();
    expect(screen.getByText('no add')).toBeTruthy();
    expect(screen.queryByText('admin only')).toBeNull();
  });

  it('with `all`, every permission is needed; perm and role must both pass', () => {
    show(
      <>
        <Can perm={['system:user:list', 'system:user:add']}>any</Can>
        <Can perm={['system:user:list', 'system:user:add']} all>
          every
        </Can>
        <Can perm="system:user:list" role="admin">
          both
        </Can>
      </>,
    );
    expect(screen.getByText('any')).toBeTruthy();
    expect(screen.queryByText('every')).toBeNull();
    expect(screen.queryByText('both')).toBeNull();
  });
});
