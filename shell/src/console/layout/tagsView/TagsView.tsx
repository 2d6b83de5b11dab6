import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useTranslation, type Location } from '@dis/shared';
import { useAppSelector, type TagsViewStyle, type VisitedView } from '@dis/shared/store';
import { CloseOutlined, DownOutlined, LeftOutlined, MenuIcon, ReloadOutlined, RightOutlined } from '@dis/ui';
import type { ConsoleRoute, PageRoute } from '../../routing/consoleRoutes';
import { scrollLeftShowing } from './placement';
import { isAffix, tabActions, tabIcon, tabTitle, type TabAction } from './tabs';
import { useTabActions } from './useTabActions';
import { useVisitedTabs } from './useVisitedTabs';
import './tagsView.css';

/** The context menu loads on the first right click. */
const TabMenu = lazy(() => import(/* webpackChunkName: "tab-menu" */ './TabMenu'));

interface OpenMenu {
  view: VisitedView;
  pointer: { x: number; y: number };
  bar: { left: number; width: number };
}

/** How far one click on a scroll arrow moves the tabs. */
const SCROLL_STEP = 240;

/** Whether the tabs overflow the bar, and whether they can scroll further left / right. */
interface Overflow {
  left: boolean;
  right: boolean;
}

function overflowOf(bar: HTMLElement | null): Overflow | null {
  if (!bar || bar.scrollWidth <= bar.clientWidth + 1) return null;
  return { left: bar.scrollLeft > 0, right: bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1 };
}

/**
 * The tabs bar (docs/product.md §2): one tab per visited page, the affixed home first. A click opens a tab,
 * a middle click or the × closes it, a right click opens its menu. At the right end: scroll arrows when
 * the tabs overflow, 刷新 for the shown page, and a dropdown with the shown tab's menu (RuoYi 3.9.2).
 */
export function TagsView({
  routes,
  page,
  location,
  icons = false,
  tabStyle = 'card',
}: {
  routes: readonly ConsoleRoute[];
  page: PageRoute;
  location: Location;
  /** 显示页签图标 */
  icons?: boolean;
  /** 标签页样式 */
  tabStyle?: TagsViewStyle;
}) {
  const { t } = useTranslation('common');
  const views = useAppSelector((s) => s.tagsView.visitedViews);
  const shownPath = location.pathname;
  const act = useTabActions(shownPath);
  const bar = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  useVisitedTabs(routes, page, location);

  const measure = useCallback(() => {
    const next = overflowOf(bar.current);
    setOverflow((last) =>
      last?.left === next?.left && last?.right === next?.right && !last === !next ? last : next,
    );
  }, []);
  // the shown tab scrolls into view, 4 px clear of the bar's edges: when another page shows, a tab
  // opens or closes, and when the bar or its tabs change size (the scroll arrows appearing narrow
  // the bar; a title arriving widens its tab)
  const showShown = useCallback(() => {
    const container = bar.current;
    const tab = container?.querySelector<HTMLElement>('.tags-view__tab--active');
    if (container && tab) container.scrollLeft = scrollLeftShowing(container, tab);
    measure();
  }, [measure]);
  useEffect(() => {
    const container = bar.current;
    if (!container) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(showShown);
    observer.observe(container);
    const list = container.firstElementChild;
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [measure, showShown]);
  useEffect(measure, [measure, views, icons, tabStyle]);
  useEffect(showShown, [shownPath, views.length, showShown]);

  const scrollBy = (delta: number) => {
    const container = bar.current;
    if (!container) return;
    const end = container.scrollWidth - container.clientWidth;
    container.scrollLeft = Math.max(0, Math.min(end, container.scrollLeft + delta));
    measure();
  };
  const shownView = views.find((view) => view.path === shownPath);
  const openDropdown = (event: MouseEvent<HTMLButtonElement>) => {
    if (!shownView) return;
    if (menu) {
      setMenu(null);
      return;
    }
    const button = event.currentTarget.getBoundingClientRect();
    const rect = bar.current?.parentElement?.getBoundingClientRect();
    setMenu({
      view: shownView,
      pointer: { x: button.right, y: button.bottom },
      bar: rect ? { left: rect.left, width: rect.width } : { left: 0, width: window.innerWidth },
    });
  };

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    const rect = bar.current?.getBoundingClientRect();
    setMenu({
      view,
      pointer: { x: event.clientX, y: event.clientY },
      bar: rect ? { left: rect.left, width: rect.width } : { left: 0, width: window.innerWidth },
    });
  };
  const onMenuAction = (action: TabAction) => {
    if (menu) act(action, menu.view);
    setMenu(null);
  };

  return (
    <nav
      className={tabStyle === 'chrome' ? 'tags-view tags-view--chrome' : 'tags-view'}
      aria-label={t('console.tags.label')}
    >
      {overflow ? (
        <button
          type="button"
          className="tags-view__control"
          aria-label={t('console.tags.scrollLeft')}
          disabled={!overflow.left}
          onClick={() => scrollBy(-SCROLL_STEP)}
        >
          <LeftOutlined />
        </button>
      ) : null}
      <div
        ref={bar}
        className="tags-view__bar"
        onScroll={measure}
        onWheel={(event) => {
          if (bar.current) bar.current.scrollLeft += event.deltaY;
        }}
      >
        <ul className="tags-view__list">
          {views.map((view) => {
            const active = view.path === shownPath;
            const title = tabTitle(view, routes);
            const icon = icons ? tabIcon(view, routes) : undefined;
            return (
              <li
                key={view.path}
                className={active ? 'tags-view__tab tags-view__tab--active' : 'tags-view__tab'}
              >
                <Link
                  to={view.fullPath}
                  className="tags-view__link"
                  aria-current={active ? 'page' : undefined}
                  onContextMenu={(event) => openMenu(event, view)}
                  onAuxClick={(event) => {
                    if (event.button !== 1) return;
                    event.preventDefault();
                    if (!isAffix(view)) act('close', view);
                  }}
                  onMouseDown={(event) => {
                    // no autoscroll cursor on middle click
                    if (event.button === 1) event.preventDefault();
                  }}
                >
                  {icon ? (
                    <span className="tags-view__icon" aria-hidden="true">
                      <MenuIcon name={icon} />
                    </span>
                  ) : null}
                  {title}
                </Link>
                {isAffix(view) ? null : (
                  <button
                    type="button"
                    className="tags-view__close"
                    aria-label={t('console.tags.close', { title })}
                    onClick={() => act('close', view)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {overflow ? (
        <button
          type="button"
          className="tags-view__control"
          aria-label={t('console.tags.scrollRight')}
          disabled={!overflow.right}
          onClick={() => scrollBy(SCROLL_STEP)}
        >
          <RightOutlined />
        </button>
      ) : null}
      <button
        type="button"
        className="tags-view__control tags-view__control--edge"
        aria-label={t('console.tags.refreshCurrent')}
        title={t('console.tags.refreshCurrent')}
        disabled={!shownView}
        onClick={() => shownView && act('refresh', shownView)}
      >
        <ReloadOutlined />
      </button>
      <button
        type="button"
        className="tags-view__control"
        aria-label={t('console.tags.actions')}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        data-tabs-dropdown
        disabled={!shownView}
        onClick={openDropdown}
      >
        <DownOutlined />
      </button>
      {menu ? (
        <Suspense fallback={null}>
          <TabMenu
            actions={tabActions(views, menu.view.path)}
            pointer={menu.pointer}
            bar={menu.bar}
            onAction={onMenuAction}
            onClose={closeMenu}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
