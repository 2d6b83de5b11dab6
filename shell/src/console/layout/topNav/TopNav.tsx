import { useTranslation } from '@dis/shared';
import { Menu, MenuIcon, type MenuProps } from '@dis/ui';
import { useBodyWidth } from '../responsive/useBodyWidth';
import type { MenuNode } from '../sidebar/menuTree';
import { splitTopMenu, visibleTopMenuCount } from './topMenu';

const MORE_KEY = 'console-top-nav-more';

type MenuItems = NonNullable<MenuProps['items']>;

const itemOf = (node: MenuNode): MenuItems[number] => ({
  key: node.key,
  icon: <MenuIcon name={node.icon} />,
  label: node.title,
});

/**
 * The top menu of top-nav mode: the sections, as many as a third of the width holds at 85 px
 * each; the rest under 更多菜单.
 */
export default function TopNav({
  items,
  activeKey,
  onChoose,
}: {
  items: readonly MenuNode[];
  activeKey?: string;
  onChoose: (key: string) => void;
}) {
  const { t } = useTranslation('common');
  const { shown, more } = splitTopMenu(items, useBodyWidth(visibleTopMenuCount));
  const menuItems: MenuItems = shown.map(itemOf);
  if (more.length > 0)
    menuItems.push({ key: MORE_KEY, label: t('console.topNav.more'), children: more.map(itemOf) });
  return (
    <nav className="console-topnav" aria-label={t('console.topNav.label')}>
      <Menu
        mode="horizontal"
        disabledOverflow
        items={menuItems}
        selectedKeys={activeKey ? [activeKey] : []}
        onClick={({ key }) => onChoose(key)}
      />
    </nav>
  );
}
