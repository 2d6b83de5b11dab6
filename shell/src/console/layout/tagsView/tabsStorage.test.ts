import {
  createTestStore,
  sessionCleared,
  settingChanged,
  userInfoLoaded,
  viewAdded,
  viewDeleted,
} from '@dis/shared/store';
import { persistTabs } from './tabsPersistence';
import { readTabs, saveTabs, TABS_STORAGE_KEY } from './tabsStorage';
import { memoryStorage } from '../../../testing/memoryStorage';

const user = { id: 1, name: 'admin', nickName: '若依', avatar: '', roles: ['admin'], permissions: ['*:*:*'] };

describe('saved tabs', () => {
  it('reads back what was saved, for the same user only', () => {
    const storage = memoryStorage();
    saveTabs(storage, 'admin', [
      { path: '/system/user', fullPath: '/system/user?x=1', title: '用户管理', name: 'User' },
    ]);
    expect(readTabs(storage, 'admin')).toEqual([
      { path: '/system/user', fullPath: '/system/user?x=1', title: '用户管理' },
    ]);
    expect(readTabs(storage, 'ry')).toEqual([]);
  });

  it('ignores damaged values', () => {
    const storage = memoryStorage();
    storage.setItem(TABS_STORAGE_KEY, '{not json');
    expect(readTabs(storage, 'admin')).toEqual([]);
    storage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify({ user: 'admin', views: [{ path: 'http://evil', fullPath: 'x', title: 't' }, 5, null] }),
    );
    expect(readTabs(storage, 'admin')).toEqual([]);
  });

  it('follows the store: saved on every change, removed when the session ends', () => {
    const storage = memoryStorage();
    const store = createTestStore();
    const local = memoryStorage();
    const stop = persistTabs(store, storage, local);
    store.dispatch(userInfoLoaded(user));
    expect(storage.items.has(TABS_STORAGE_KEY)).toBe(false);
    store.dispatch(viewAdded({ path: '/system/user', fullPath: '/system/user', title: '用户管理' }));
    store.dispatch(viewAdded({ path: '/tool/gen', fullPath: '/tool/gen', title: '代码生成' }));
    store.dispatch(viewDeleted({ path: '/system/user' }));
    expect(readTabs(storage, 'admin').map((tab) => tab.path)).toEqual(['/tool/gen']);
    store.dispatch(sessionCleared());
    expect(storage.items.has(TABS_STORAGE_KEY)).toBe(false);
    // 持久化标签页 off: nothing kept beyond this browser tab
    expect(local.items.has(TABS_STORAGE_KEY)).toBe(false);
    stop();
  });

  it('持久化标签页 keeps them in local storage past signing out, and forgets them when turned off', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const store = createTestStore();
    const stop = persistTabs(store, session, local);
    store.dispatch(userInfoLoaded(user));
    store.dispatch(viewAdded({ path: '/system/user', fullPath: '/system/user', title: '用户管理' }));
    expect(local.items.has(TABS_STORAGE_KEY)).toBe(false);
    store.dispatch(settingChanged({ key: 'tagsViewPersist', value: true }));
    expect(readTabs(local, 'admin').map((tab) => tab.path)).toEqual(['/system/user']);
    store.dispatch(viewAdded({ path: '/tool/gen', fullPath: '/tool/gen?x=1', title: '代码生成' }));
    expect(readTabs(local, 'admin').map((tab) => tab.fullPath)).toEqual(['/system/user', '/tool/gen?x=1']);
    store.dispatch(sessionCleared());
    expect(session.items.has(TABS_STORAGE_KEY)).toBe(false);
    expect(readTabs(local, 'admin')).toHaveLength(2);
    store.dispatch(settingChanged({ key: 'tagsViewPersist', value: false }));
    expect(local.items.has(TABS_STORAGE_KEY)).toBe(false);
    stop();
  });
});
