import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import { sidebarToggled, useAppDispatch } from '@dis/shared/store';
import { Button, Layout, MenuFoldOutlined, MenuUnfoldOutlined } from '@dis/ui';
import type { Crumb } from './breadcrumb';
import { Breadcrumbs } from './Breadcrumbs';
import { lazyAfterFirstView } from '../afterFirstView';
import { watchEarlyQueued } from './exports/earlyQueued';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageToggle } from './LanguageToggle';
import { HeaderNotice } from './notice/HeaderNotice';
import { OutsideLinks } from './OutsideLinks';
import { Shortcuts } from '../shortcuts/Shortcuts';
import { HeaderSearch } from './search/HeaderSearch';
import { SizeSelect } from './SizeSelect';
import { UserMenu } from './UserMenu';

/** The 下载中心 button loads once the first view has settled; its place is kept meanwhile. */
const ExportCentreButton = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "export-button" */ './exports/ExportCentreButton').then((m) => ({
    default: m.ExportCentreButton,
  })),
);

interface NavbarProps {
  crumbs: Crumb[];
  /** the console's logo, in 顶部菜单 mode (the sidebar that holds it otherwise is gone) */
  logo?: ReactNode;
  /** the top menu in top-nav mode, shown instead of the breadcrumb */
  topNav: ReactNode;
  sidebar: { opened: boolean; hidden: boolean };
  mobile: boolean;
  onOpenSettings: () => void;
}

/**
 * The top bar (docs/product.md §2): hamburger, breadcrumb or top menu, header search, full screen and size
 * (not on phones), the source and documentation links of the settings (not on phones), the 下载中心
 * (docs/system/export.md), the notice bell, language, user menu.
 */
export function Navbar({ crumbs, logo, topNav, sidebar, mobile, onOpenSettings }: NavbarProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  // an export sent to the background before the 下载中心 button loaded is kept for it
  useEffect(watchEarlyQueued, []);
  return (
    <Layout.Header className="console-header">
      {sidebar.hidden ? null : (
        <Button
          type="text"
          className="console-hamburger"
          icon={sidebar.opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t('console.toggleSidebar')}
          aria-expanded={sidebar.opened}
          onClick={() => dispatch(sidebarToggled())}
        />
      )}
      {logo}
      {topNav ?? <Breadcrumbs crumbs={crumbs} />}
      <div className="console-header__right">
        <HeaderSearch />
        {mobile ? null : <OutsideLinks />}
        {mobile ? null : <FullscreenToggle />}
        {mobile ? null : <SizeSelect />}
        <Suspense fallback={<span className="console-header__action console-header__placeholder" />}>
          <ExportCentreButton />
        </Suspense>
        <HeaderNotice />
        <LanguageToggle />
        <UserMenu onOpenSettings={onOpenSettings} />
        <Shortcuts />
      </div>
    </Layout.Header>
  );
}
