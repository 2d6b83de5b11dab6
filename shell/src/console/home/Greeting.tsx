import { useTranslation, wallClock } from '@dis/shared';
import { useAppSelector, useServerTimeZone } from '@dis/shared/store';
import { Avatar, Card, Tag } from '@dis/ui';
import { selectAccountUser } from '../../auth/accountSlice';
import { greetingKey } from './quickLinks';

/** Who is signed in: greeting, account, department, roles and the last login. */
export function Greeting() {
  const { t } = useTranslation('common');
  const nickName = useAppSelector((s) => s.user.nickName || s.user.name);
  const avatar = useAppSelector((s) => s.user.avatar);
  const roles = useAppSelector((s) => s.user.roles);
  const account = useAppSelector(selectAccountUser);
  const roleNames = new Map((account?.roles ?? []).map((role) => [role.roleKey, role.roleName]));
  const lastLogin = account?.loginDate;
  // the hour of the server's clock, as every time the console shows (docs/product.md §9 "One clock")
  const hour = wallClock(new Date(), useServerTimeZone()).h;

  return (
    <Card className="console-home__hero" variant="borderless">
      <div className="console-home__who">
        <Avatar size={64} src={avatar} alt="" />
        <div>
          <h1 className="console-home__greeting">{t(greetingKey(hour), { name: nickName })}</h1>
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
            {lastLogin && account?.loginIp ? (
              <span className="console-home__ip"> {t('home.from', { ip: account.loginIp })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
