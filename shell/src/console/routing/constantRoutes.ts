import { CONSOLE_HOME, type RouteEntry } from '@dis/shared';

/** Component name of the shell's own console home page. */
export const HOME_COMPONENT = 'Index';

type Translate = (key: string) => string;

/**
 * The console routes every signed-in user has (docs/product.md §2): `/manage` → `/manage/index`, the home
 * (affixed tab), and the hidden personal centre. They come first in the sidebar routes.
 */
export function constantConsoleRoutes(t: Translate): RouteEntry[] {
  return [
    {
      path: '/manage',
      component: 'Layout',
      redirect: CONSOLE_HOME,
      children: [
        {
          path: 'index',
          name: 'Index',
          component: HOME_COMPONENT,
          meta: { title: t('title.consoleHome'), icon: 'dashboard', affix: true },
        },
      ],
    },
    {
      path: '/manageUser',
      component: 'Layout',
      hidden: true,
      redirect: 'noRedirect',
      children: [
        {
          path: 'profile',
          name: 'Profile',
          component: 'system/user/profile/index',
          meta: { title: t('title.profile'), icon: 'user' },
        },
      ],
    },
  ];
}
