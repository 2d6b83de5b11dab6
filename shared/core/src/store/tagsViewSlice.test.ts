import { createTestStore } from './store';
import {
  allDeleted,
  leftDeleted,
  othersDeleted,
  rightDeleted,
  viewAdded,
  viewDeleted,
} from './tagsViewSlice';

const view = (path: string, extra: object = {}) => ({
  path,
  fullPath: path,
  name: path.slice(1),
  title: path,
  ...extra,
});

function storeWithTabs() {
  const store = createTestStore();
  store.dispatch(viewAdded(view('/home', { meta: { title: 'home', affix: true } })));
  for (const p of ['/a', '/b', '/c']) store.dispatch(viewAdded(view(p)));
  store.dispatch(viewAdded(view('/nocache', { meta: { title: 'n', noCache: true } })));
  return store;
}

const paths = (store: ReturnType<typeof createTestStore>) =>
  store.getState().tagsView.visitedViews.map((v) => v.path);

describe('tags view', () => {
  it('adds each path once and caches pages unless noCache', () => {
    const store = storeWithTabs();
    store.dispatch(viewAdded(view('/a')));
    expect(paths(store)).toEqual(['/home', '/a', '/b', '/c', '/nocache']);
    expect(store.getState().tagsView.cachedViews).toEqual(['home', 'a', 'b', 'c']);
  });

  it('closes one, others, left, right and all, always keeping affixed tabs', () => {
    let store = storeWithTabs();
    store.dispatch(viewDeleted({ path: '/b', name: 'b' }));
    expect(paths(store)).toEqual(['/home', '/a', '/c', '/nocache']);

    store = storeWithTabs();
    store.dispatch(othersDeleted({ path: '/b' }));
    expect(paths(store)).toEqual(['/home', '/b']);

    store = storeWithTabs();
    store.dispatch(leftDeleted({ path: '/b' }));
    expect(paths(store)).toEqual(['/home', '/b', '/c', '/nocache']);

    store = storeWithTabs();
    store.dispatch(rightDeleted({ path: '/b' }));
    expect(paths(store)).toEqual(['/home', '/a', '/b']);

    store = storeWithTabs();
    store.dispatch(allDeleted());
    expect(paths(store)).toEqual(['/home']);
    expect(store.getState().tagsView.cachedViews).toEqual([]);
  });
});
