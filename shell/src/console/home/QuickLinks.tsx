import { useMemo } from 'react';
import { CONSOLE_HOME, Link, useTranslation } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { Card, MenuIcon } from '@dis/ui';
import { buildMenuTree } from '../layout/sidebar/menuTree';
import { quickLinkGroups } from './quickLinks';

/** The way to every section the user may open, grouped as in the menu. */
export function QuickLinks() {
  const { t } = useTranslation('common');
  const menuRoutes = useAppSelector((s) => s.permission.defaultRoutes);
  const groups = useMemo(
    () =>
      quickLinkGroups(buildMenuTree(menuRoutes), { key: 'other', title: t('home.other') }, [CONSOLE_HOME]),
    [menuRoutes, t],
  );
  return (
    <>
      <h2 className="console-home__section">{t('home.quickLinks')}</h2>
      {groups.length === 0 ? (
        <Card>
          <p className="console-home__empty">{t('home.noLinks')}</p>
        </Card>
      ) : (
        <div className="console-home__groups">
          {groups.map((group) => (
            <Card
              key={group.key}
              size="small"
              title={
                <span className="console-home__group-title">
                  <MenuIcon name={group.icon} />
                  {group.title}
                </span>
              }
            >
              <ul className="console-home__links">
                {group.links.map((link) => (
                  <li key={link.key}>
                    {link.href ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer" title={link.title}>
                        <MenuIcon name={link.icon} />
                        <span>{link.title}</span>
                      </a>
                    ) : (
                      <Link to={link.to ?? link.key} title={link.title}>
                        <MenuIcon name={link.icon} />
                        <span>{link.title}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
