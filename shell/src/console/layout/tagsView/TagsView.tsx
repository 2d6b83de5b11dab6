import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useTranslation, type Location } from '@dis/shared';
import { useAppSelector, type VisitedView } from '@dis/shared/store';
import { CloseOutlined } from '@dis/ui';
import type { ConsoleRoute, PageRoute } from '../../routing/consoleRoutes';
import { scrollLeftShowing } from './placement';
import { isAffix, tabActions, tabTitle, type TabAction } from './tabs';
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

/**
 * The tabs bar (docs/product.md §2): one tab per visited page, the affixed home first. A click opens a tab,
 * a middle click or the × closes it, a right click opens its menu.
 */
export function TagsView({
  routes,
  page,
  location,
}: {
  routes: readonly ConsoleRoute[];
  page: PageRoute;
  location: Location;
}) {
  const { t } = useTranslation('common');
  const views = useAppSelector((s) => s.tagsView.visitedViews);
  const shownPath = location.pathname;
  const act = useTabActions(shownPath);
  const bar = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  useVisitedTabs(routes, page, location);

  // the shown tab scrolls into view, 4 px clear of the bar's edges
  useEffect(() => {
    const container = bar.current;
    const tab = container?.querySelector<HTMLElement>('.tags-view__tab--active');
    if (!container || !tab) return;
    container.scrollLeft = scrollLeftShowing(container, tab);
  }, [shownPath, views.length]);

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
    <nav className="tags-view" aria-label={t('console.tags.label')}>
      <div
        ref={bar}
        className="tags-view__bar"
        onWheel={(event) => {
          if (bar.current) bar.current.scrollLeft += event.deltaY;
        }}
      >
        <ul className="tags-view__list">
          {views.map((view) => {
            const active = view.path === shownPath;
            const title = tabTitle(view, routes);
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
