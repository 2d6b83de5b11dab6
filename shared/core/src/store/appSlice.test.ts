import { createTestStore } from './store';
import { deviceChanged, sidebarClosed, sidebarHidden, sidebarToggled, sizeChanged } from './appSlice';

function clearCookies() {
  for (const name of ['sidebarStatus', 'size']) document.cookie = `${name}=; path=/; max-age=0`;
}

describe('app slice: sidebar, device and size (docs/product.md §4)', () => {
  beforeEach(clearCookies);
  afterAll(clearCookies);

  it('starts with the sidebar open, on a desktop, at size medium', () => {
    expect(createTestStore().getState().app).toEqual({
      sidebar: { opened: true, withoutAnimation: false, hide: false },
      device: 'desktop',
      size: 'medium',
    });
  });

  it('reads sidebarStatus and size from their cookies, and ignores an unknown size', () => {
    document.cookie = 'sidebarStatus=0; path=/';
    document.cookie = 'size=mini; path=/';
    expect(createTestStore().getState().app).toMatchObject({ sidebar: { opened: false }, size: 'mini' });
    document.cookie = 'size=huge; path=/';
    expect(createTestStore().getState().app.size).toBe('medium');
  });

  it('toggling writes sidebarStatus 0 or 1 and animates again', () => {
    const store = createTestStore();
    store.dispatch(sidebarClosed({ withoutAnimation: true }));
    expect(store.getState().app.sidebar).toEqual({ opened: false, withoutAnimation: true, hide: false });
    expect(document.cookie).toContain('sidebarStatus=0');
    store.dispatch(sidebarToggled());
    expect(store.getState().app.sidebar).toEqual({ opened: true, withoutAnimation: false, hide: false });
    expect(document.cookie).toContain('sidebarStatus=1');
  });

  it('a hidden sidebar (top-nav section without children) ignores the hamburger', () => {
    const store = createTestStore();
    store.dispatch(sidebarHidden(true));
    store.dispatch(sidebarToggled());
    expect(store.getState().app.sidebar).toMatchObject({ opened: true, hide: true });
    store.dispatch(sidebarHidden(false));
    store.dispatch(sidebarToggled());
    expect(store.getState().app.sidebar.opened).toBe(false);
  });

  it('device and size changes are kept; the size in its cookie', () => {
    const store = createTestStore();
    store.dispatch(deviceChanged('mobile'));
    store.dispatch(sizeChanged('small'));
    expect(store.getState().app).toMatchObject({ device: 'mobile', size: 'small' });
    expect(document.cookie).toContain('size=small');
  });
});
