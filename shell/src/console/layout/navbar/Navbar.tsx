import { useTranslation } from '@dis/shared';
import { sidebarToggled, useAppDispatch } from '@dis/shared/store';
import { Button, Layout, MenuFoldOutlined, MenuUnfoldOutlined } from '@dis/ui';
import type { Crumb } from './breadcrumb';
import { Breadcrumbs } from './Breadcrumbs';
import { UserMenu } from './UserMenu';

/** The top bar: hamburger, breadcrumb, user menu. */
export function Navbar({ crumbs, sidebarOpened, onOpenSettings }: { crumbs: Crumb[]; sidebarOpened: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  return (
    <Layout.Header className="console-header">
      <Button
        type="text"
        className="console-hamburger"
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('console.toggleSidebar')}
        aria-expanded={sidebarOpened}
        onClick={() => dispatch(sidebarToggled())}
      />
      <Breadcrumbs crumbs={crumbs} />
      <div className="console-header__right">
        <UserMenu onOpenSettings={onOpenSettings} />
      </div>
    </Layout.Header>
  );
}
