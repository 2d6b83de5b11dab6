import { PROFILE_PATH, useNavigate, useTranslation } from '@dis/shared';
import { useAppDispatch, useAppSelector } from '@dis/shared/store';
import {
  Avatar,
  Dropdown,
  useFeedback,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
  type MenuProps,
} from '@dis/ui';
import { endSession } from '../../../auth/session';
import { useGoTo } from '../../../navigation/useGoTo';
import { LOGIN_PATH } from '../../../routes/publicRoutes';
import { useLockScreen } from '../../lock/useScreenLock';
import { keysOf, useShortcutAction, type ShortcutId } from '../shortcuts/shortcutKeys';

/** Avatar and nick name; the menu: 个人中心, 布局设置, 锁定屏幕, 退出登录 (confirmed). */
export function UserMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('common');
  const { confirm } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const nickName = useAppSelector((s) => s.user.nickName || s.user.name);
  const avatar = useAppSelector((s) => s.user.avatar);
  const lock = useLockScreen();
  // their shortcuts, shown beside them while 键盘快捷键 is on (docs/product.md §2 "Keyboard")
  const keys = useAppSelector((s) => s.settings.shortcuts);
  const extra = (id: ShortcutId) => (keys ? keysOf(id) : undefined);

  const confirmLogout = () => {
    void confirm({
      title: t('console.logoutTitle'),
      content: t('console.logoutText'),
      okText: t('console.ok'),
      cancelText: t('console.cancel'),
      onOk: async () => {
        await dispatch(endSession());
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('console.profile'),
      onClick: () => goTo(PROFILE_PATH),
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: t('console.layoutSettings'),
      extra: extra('settings'),
      onClick: onOpenSettings,
    },
    {
      key: 'lock',
      icon: <LockOutlined />,
      label: t('console.lockScreen'),
      extra: extra('lock'),
      onClick: lock,
    },
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('console.logout'),
      extra: extra('logout'),
      onClick: confirmLogout,
    },
  ];
  useShortcutAction('settings', onOpenSettings);
  useShortcutAction('lock', lock);
  useShortcutAction('logout', confirmLogout);

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="console-user" aria-label={`${t('console.userMenu')}: ${nickName}`}>
        <Avatar size={32} src={avatar} alt="" />
        <span className="console-user__name">{nickName}</span>
      </button>
    </Dropdown>
  );
}
