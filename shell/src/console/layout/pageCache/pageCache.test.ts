import type { Location } from '@dis/shared';
import type { PageRoute } from '../../routing/consoleRoutes';
import { cacheWith, EMPTY_CACHE, refreshed, refreshedAlone, type PageCacheState } from './pageCache';

const route = (path: string): PageRoute => ({
  kind: 'page',
  path,
  title: path,
  target: { kind: 'home' },
  trail: [],
  digitsOnly: false,
});
const routes = new Map<string, PageRoute>();
const routeOf = (path: string) => {
  if (!routes.has(path)) routes.set(path, route(path));
  return routes.get(path)!;
};
let keys = 0;
const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: `k${++keys}`,
});
const show = (state: PageCacheState, location: Location, keep: string[], limit?: number) =>
  cacheWith(state, { route: routeOf(location.pathname), location }, new Set(keep), limit);
const paths = (state: PageCacheState) => state.pages.map((page) => page.path);

describe('the page cache', () => {
  it('keeps the pages that have tabs mounted and drops the others when left', () => {
    let state = show(EMPTY_CACHE, at('/system/user'), ['/system/user']);
    state = show(state, at('/system/role'), ['/system/user']); // role is noCache: no tab in the keep set
    expect(paths(state)).toEqual(['/system/user', '/system/role']);
    state = show(state, at('/system/user'), ['/system/user']);
    expect(paths(state)).toEqual(['/system/user']);
  });

  it('keeps a page in place (no remount) and updates the location it sees', () => {
    const first = show(EMPTY_CACHE, at('/system/user'), ['/system/user']);
    const next = show(first, at('/system/user', '?pageNum=2'), ['/system/user']);
    expect(next.pages[0]).toMatchObject({ generation: 0, location: { search: '?pageNum=2' } });
  });

  it('answers the same state when nothing changed', () => {
    const location = at('/system/user');
    const state = show(EMPTY_CACHE, location, ['/system/user']);
    expect(show(state, location, ['/system/user'])).toBe(state);
  });

  it('unmounts the page shown longest ago beyond the limit, never the shown one', () => {
    const keep = ['/a', '/b', '/c', '/d'];
    let state = EMPTY_CACHE;
    for (const path of ['/a', '/b', '/c', '/a', '/d']) state = show(state, at(path), keep, 3);
    expect(paths(state).sort()).toEqual(['/a', '/c', '/d']);
    expect(state.recency).toEqual(['/c', '/a', '/d']);
  });

  it('mounts a refreshed page afresh', () => {
    const state = show(show(EMPTY_CACHE, at('/a'), ['/a', '/b']), at('/b'), ['/a', '/b']);
    expect(refreshed(state, '/a').pages.map((page) => page.generation)).toEqual([1, 0]);
    expect(refreshed(state, '/nowhere')).toBe(state);
    const alone = refreshedAlone(state, '/b');
    expect(alone.pages).toEqual([expect.objectContaining({ path: '/b', generation: 1 })]);
    expect(alone.recency).toEqual(['/b']);
  });
});
