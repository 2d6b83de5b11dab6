import { useMemo, useState } from 'react';
import { CONSOLE_HOME, Outlet, useLocation, useTranslation } from '@dis/shared';
import { sidebarClosed, useAppDispatch, useAppSelector } from '@dis/shared/store';
import { Layout } from '@dis/ui';
import { useDocumentTitle } from '../../navigation/useDocumentTitle';
import { matchPageRoute, type ConsoleRoute } from '../routing/consoleRoutes';
import { LayoutSettingsDrawer } from './LayoutSettingsDrawer';
import { breadcrumbFor } from './navbar/breadcrumb';
import { Navbar } from './navbar/Navbar';
import { buildMenuTree } from './sidebar/menuTree';
import { Sidebar } from './sidebar/Sidebar';
import { useResponsiveSidebar } from './useResponsiveSidebar';

/** The admin shell around every console page: sidebar, navbar and the page. */
export function AdminLayout({ routes }: { routes: ConsoleRoute[] }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { mobile, opened } = useResponsiveSidebar(pathname);
  const sidebarRoutes = useAppSelector((s) => s.permission.sidebarRoutes);
  const sideTheme = useAppSelector((s) => s.settings.sideTheme);
  const showLogo = useAppSelector((s) => s.settings.sidebarLogo);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // the drawer's code loads when it is first opened, not with every console page
  const [settingsUsed, setSettingsUsed] = useState(false);

  const tree = useMemo(() => buildMenuTree(sidebarRoutes), [sidebarRoutes]);
  const page = matchPageRoute(routes, pathname);
  const homeTitle = t('title.consoleHome');
  const crumbs = useMemo(
    () => breadcrumbFor(page, { title: homeTitle, path: CONSOLE_HOME }),
    [page, homeTitle],
  );
  useDocumentTitle(page?.title);

  return (
    <Layout className={mobile ? 'console console--mobile' : 'console'} hasSider>
      <Sidebar
        tree={tree}
        selectedKey={page?.activeMenu ?? pathname}
        collapsed={!opened}
        mobile={mobile}
        theme={sideTheme}
        showLogo={showLogo}
      />
      {mobile && opened ? (
        <button
          type="button"
          className="console-backdrop"
          aria-label={t('console.closeSidebar')}
          onClick={() => dispatch(sidebarClosed({ withoutAnimation: false }))}
        />
      ) : null}
      <Layout className="console-body">
        <Navbar
          crumbs={crumbs}
          sidebarOpened={opened}
          onOpenSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        />
        <Layout.Content className="console-main">
          <Outlet />
        </Layout.Content>
      </Layout>
      {settingsUsed ? (
        <LayoutSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </Layout>
  );
}
