import { useTranslation } from '@dis/shared';
import { Menu } from '@dis/ui';
import { toItems } from '../sidebar/Sidebar';
import type { MenuNode } from '../sidebar/menuTree';

/**
 * 顶部菜单 mode (docs/product.md §3, navType 3): the whole menu in the header, sections opening their
 * pages below; the sidebar is gone. Items that do not fit go under antd's overflow "…".
 */
export default function TopBar({ items, selectedKey }: { items: readonly MenuNode[]; selectedKey: string }) {
  const { t } = useTranslation('common');
  return (
    <nav className="console-topnav console-topbar" aria-label={t('console.topNav.label')}>
      <Menu mode="horizontal" items={toItems(items)} selectedKeys={[selectedKey]} />
    </nav>
  );
}
