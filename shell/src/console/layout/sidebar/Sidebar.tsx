import { useState, type ReactNode } from 'react';
import { Link, useTranslation } from '@dis/shared';
import type { SideTheme } from '@dis/shared/store';
import { Layout, Menu, type MenuProps } from '@dis/ui';
import { MenuIcon } from './menuIcons';
import { ancestorKeys, nextOpenKeys, type MenuNode } from './menuTree';

type MenuItems = NonNullable<MenuProps['items']>;

/** docs/product.md §2: titles longer than 5 characters carry a tooltip. */
function titled(title: string, content: ReactNode = title): ReactNode {
  return [...title].length > 5 ? <span title={title}>{content}</span> : content;
}

/** The menu items of a tree: submenus for directories, links for pages and outside links. */
export function toItems(nodes: readonly MenuNode[]): MenuItems {
  return nodes.map((node) => {
    const icon = <MenuIcon name={node.icon} />;
    if (node.children)
      return { key: node.key, icon, label: titled(node.title), children: toItems(node.children) };
    const label = node.href ? (
      <a href={node.href} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    ) : (
      <Link to={node.to ?? node.key}>{node.title}</Link>
    );
    return { key: node.key, icon, label: titled(node.title, label) };
  });
}

/** The console's logo and name, linking to the console home (sidebar, or header in 顶部菜单 mode). */
export function ConsoleLogo({ dark, titleHidden = false }: { dark: boolean; titleHidden?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={dark ? 'console-logo console-logo--dark' : 'console-logo'}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1f5eff" />
        <path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.6" fill="#5cf2c2" />
      </svg>
      {titleHidden ? (
        <span className="dis-visually-hidden">{t('app.console')}</span>
      ) : (
        <span>{t('app.console')}</span>
      )}
    </Link>
  );
}

interface SidebarProps {
  tree: MenuNode[];
  selectedKey: string;
  collapsed: boolean;
  mobile: boolean;
  /** open or close without the slide (docs/product.md §4: on becoming mobile) */
  instant?: boolean;
  theme: SideTheme;
  showLogo: boolean;
}

/** The vertical menu of the permitted routes, one submenu open at a time. */
export function Sidebar({
  tree,
  selectedKey,
  collapsed,
  mobile,
  instant = false,
  theme,
  showLogo,
}: SidebarProps) {
  const dark = theme === 'theme-dark';
  // open the selected page's submenus whenever the selection moves; the user may open others
  const [open, setOpen] = useState(() => ({ forKey: selectedKey, keys: ancestorKeys(tree, selectedKey) }));
  let openKeys = open.keys;
  if (open.forKey !== selectedKey) {
    openKeys = ancestorKeys(tree, selectedKey);
    setOpen({ forKey: selectedKey, keys: openKeys });
  }
  return (
    <Layout.Sider
      className={[
        'console-sider',
        mobile ? 'console-sider--mobile' : '',
        instant ? 'console-sider--instant' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      theme={dark ? 'dark' : 'light'}
      width={200}
      collapsedWidth={mobile ? 0 : 64}
      collapsed={collapsed}
      trigger={null}
    >
      {showLogo ? <ConsoleLogo dark={dark} titleHidden={collapsed && !mobile} /> : null}
      <Menu
        className="console-menu"
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={toItems(tree)}
        selectedKeys={[selectedKey]}
        {...(collapsed
          ? {}
          : {
              openKeys,
              onOpenChange: (keys: string[]) =>
                setOpen({ forKey: selectedKey, keys: nextOpenKeys(tree, openKeys, keys) }),
            })}
      />
    </Layout.Sider>
  );
}
