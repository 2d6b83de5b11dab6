import { lazy, Suspense, useMemo, useState } from 'react';
import { CONSOLE_HOME, useTranslation, type Location } from '@dis/shared';
import { sidebarClosed, useAppDispatch, useAppSelector } from '@dis/shared/store';
import { Layout, lazyComponent } from '@dis/ui';
import { useDocumentTitle } from '../../navigation/useDocumentTitle';
import type { ConsoleRoute, PageRoute } from '../routing/consoleRoutes';
import { breadcrumbFor } from './navbar/breadcrumb';
import { Navbar } from './navbar/Navbar';
import { CachedPages } from './pageCache/CachedPages';
import { PasswordAdvice } from './PasswordAdvice';
import { PageActionsContext } from './pageCache/PageActions';
import { usePageCache } from './pageCache/usePageCache';
import { useResponsiveSidebar } from './responsive/useResponsiveSidebar';
import { SettingsButton } from './settings/SettingsButton';
import { useThemeColour } from './settings/useThemeColour';
import { buildMenuTree } from './sidebar/menuTree';
import { ConsoleLogo, Sidebar } from './sidebar/Sidebar';
import { TagsView } from './tagsView/TagsView';
import { lazyAfterFirstView } from './afterFirstView';
import { useTopNav } from './topNav/useTopNav';

/** The drawer, its colour picker and switches load when 布局设置 is first opened. */
const SettingsDrawer = lazy(
  () => import(/* webpackChunkName: "layout-settings" */ './settings/SettingsDrawer'),
);
/**
 * The top menus load with their navigation mode (混合菜单 / 顶部菜单; 左侧菜单 is the default). Parts
 * of the server's drawn first view where that mode is saved (docs/site/rendering.md "The console's
 * first view"): the console takes their code before it renders, so the menu never blinks empty.
 */
const TopNav = lazyComponent(
  () => import(/* webpackChunkName: "top-nav" */ './topNav/TopNav').then((m) => m.default),
  <div className="console-topnav" />,
  'top-nav',
);
const TopBar = lazyComponent(
  () => import(/* webpackChunkName: "top-bar" */ './topNav/TopBar').then((m) => m.default),
  <div className="console-topnav" />,
  'top-bar',
);
/**
 * The watermark (docs/security.md "Watermark") and antd's Watermark load once the first view has
 * settled, 3 s after the layout first shows: they are not part of its budget.
 */
const ConsoleWatermark = lazyAfterFirstView(
  () => import(/* webpackChunkName: "watermark" */ './watermark/ConsoleWatermark'),
);

const NO_PAGES: ReadonlySet<string> = new Set();

interface AdminLayoutProps {
  routes: readonly ConsoleRoute[];
  page: PageRoute;
  location: Location;
}

/** The admin shell around every console page: sidebar, navbar, tabs bar and the (kept-alive) pages. */
export function AdminLayout({ routes, page, location }: AdminLayoutProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { pathname } = location;
  const settings = useAppSelector((s) => s.settings);
  const menuRoutes = useAppSelector((s) => s.permission.defaultRoutes);
  const sidebarRoutes = useAppSelector((s) => s.permission.sidebarRoutes);
  const sidebarHidden = useAppSelector((s) => s.app.sidebar.hide);
  const views = useAppSelector((s) => s.tagsView.visitedViews);
  const { mobile, opened, withoutAnimation } = useResponsiveSidebar(pathname);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // the drawer's code loads when it is first opened, not with every console page
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  useThemeColour(settings.theme);
  useDocumentTitle(settings.dynamicTitle ? page.title : undefined);

  const menuTree = useMemo(() => buildMenuTree(menuRoutes), [menuRoutes]);
  const sidebarTree = useMemo(() => buildMenuTree(sidebarRoutes), [sidebarRoutes]);
  const selectedKey = page.activeMenu ?? pathname;
  // 顶部菜单 does not fit a phone: there the menu stays at the side
  const navType = mobile && settings.navType === 3 ? 1 : settings.navType;
  const topNav = useTopNav(navType === 2, menuRoutes, menuTree, selectedKey, pathname);
  const withSidebar = !sidebarHidden && navType !== 3;

  const homeTitle = t('title.consoleHome');
  const crumbs = useMemo(
    () => breadcrumbFor(page, { title: homeTitle, path: CONSOLE_HOME }),
    [page, homeTitle],
  );

  // pages with a tab stay alive when left, unless their route says noCache (and only with the tabs bar)
  const keep = useMemo(
    () =>
      settings.tagsView
        ? new Set(views.filter((view) => !view.meta?.noCache).map((view) => view.path))
        : NO_PAGES,
    [settings.tagsView, views],
  );
  const cache = usePageCache(page, location, keep);

  const classes = ['console'];
  if (mobile) classes.push('console--mobile');
  if (settings.fixedHeader) classes.push('console--fixed-header');
  if (navType === 3) classes.push('console--top-menu');

  return (
    <PageActionsContext.Provider value={cache.actions}>
      <Layout className={classes.join(' ')} hasSider={withSidebar}>
        {!withSidebar ? null : (
          <Sidebar
            tree={sidebarTree}
            selectedKey={selectedKey}
            collapsed={!opened}
            mobile={mobile}
            instant={withoutAnimation}
            theme={settings.sideTheme}
            showLogo={settings.sidebarLogo}
          />
        )}
        {mobile && opened && withSidebar ? (
          <button
            type="button"
            className="console-backdrop"
            aria-label={t('console.closeSidebar')}
            onClick={() => dispatch(sidebarClosed({ withoutAnimation: false }))}
          />
        ) : null}
        <Layout className="console-body">
          <div className="console-top">
            <Navbar
              crumbs={crumbs}
              logo={navType === 3 && settings.sidebarLogo ? <ConsoleLogo dark={false} /> : null}
              topNav={
                navType === 2 ? (
                  <TopNav items={menuTree} activeKey={topNav.activeKey} onChoose={topNav.choose} />
                ) : navType === 3 ? (
                  <TopBar items={menuTree} selectedKey={selectedKey} />
                ) : null
              }
              sidebar={{ opened, hidden: !withSidebar }}
              mobile={mobile}
              onOpenSettings={openSettings}
            />
            {settings.tagsView ? (
              <TagsView
                routes={routes}
                page={page}
                location={location}
                icons={settings.tagsIcon}
                tabStyle={settings.tagsViewStyle}
              />
            ) : null}
          </div>
          <Layout.Content className="console-main">
            <CachedPages pages={cache.pages} shownPath={pathname} />
            <Suspense fallback={null}>
              <ConsoleWatermark />
            </Suspense>
          </Layout.Content>
          {settings.footerVisible ? (
            <Layout.Footer className="console-footer">
              {t('console.copyright', { year: new Date().getFullYear() })}
            </Layout.Footer>
          ) : null}
        </Layout>
        {settings.showSettings ? <SettingsButton onClick={openSettings} /> : null}
        <PasswordAdvice />
        {settingsUsed ? (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        ) : null}
      </Layout>
    </PageActionsContext.Provider>
  );
}
