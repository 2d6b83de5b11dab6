import { useMemo } from 'react';
import { CONSOLE_HOME, Link, useTranslation } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { Avatar, Card, Tag } from '@dis/ui';
import { selectAccountUser } from '../../auth/accountSlice';
import { buildMenuTree } from '../layout/sidebar/menuTree';
import { MenuIcon } from '../layout/sidebar/menuIcons';
import { greetingKey, quickLinkGroups } from './quickLinks';
import './ConsoleHome.css';

/** The console home: who is signed in, and the way to every section the user may open. */
export function ConsoleHome() {
  const { t } = useTranslation('common');
  const nickName = useAppSelector((s) => s.user.nickName || s.user.name);
  const avatar = useAppSelector((s) => s.user.avatar);
  const roles = useAppSelector((s) => s.user.roles);
  const account = useAppSelector(selectAccountUser);
  const sidebarRoutes = useAppSelector((s) => s.permission.sidebarRoutes);
  const groups = useMemo(
    () => quickLinkGroups(buildMenuTree(sidebarRoutes), { key: 'other', title: t('home.other') }, [CONSOLE_HOME]),
    [sidebarRoutes, t],
  );
  const roleNames = new Map((account?.roles ?? []).map((role) => [role.roleKey, role.roleName]));
  const lastLogin = account?.loginDate;

  return (
    <div className="console-home">
      <Card className="console-home__hero" variant="borderless">
        <div className="console-home__who">
          <Avatar size={64} src={avatar} alt="" />
          <div>
            <h1 className="console-home__greeting">{t(greetingKey(new Date().getHours()), { name: nickName })}</h1>
            <p className="console-home__intro">{t('home.intro')}</p>
          </div>
        </div>
        <dl className="console-home__facts">
          <div>
            <dt>{t('home.account')}</dt>
            <dd>{account?.userName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('home.dept')}</dt>
            <dd>{account?.dept?.deptName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('home.roles')}</dt>
            <dd>
              {roles.map((role) => (
                <Tag key={role} color="blue">
                  {roleNames.get(role) ?? role}
                </Tag>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('home.lastLogin')}</dt>
            <dd>
              {lastLogin ? lastLogin : t('home.noLogin')}
              {lastLogin && account?.loginIp ? <span className="console-home__ip"> {t('home.from', { ip: account.loginIp })}</span> : null}
            </dd>
          </div>
        </dl>
      </Card>

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
    </div>
  );
}
