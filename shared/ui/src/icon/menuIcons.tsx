import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  CloudServerOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  DownloadOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  LoginOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SettingOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * RuoYi's svg icon names (what a menu's `meta.icon` holds) → the antd icon drawn for them. The one
 * source of the console's menu icons: the sidebar, the console home and the icon picker use it.
 */
const MENU_ICONS: Record<string, ComponentType> = {
  system: SettingOutlined,
  monitor: DesktopOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  people: UserOutlined,
  peoples: TeamOutlined,
  'tree-table': TableOutlined,
  table: TableOutlined,
  tree: ApartmentOutlined,
  post: IdcardOutlined,
  dict: BookOutlined,
  edit: EditOutlined,
  message: NotificationOutlined,
  log: FileTextOutlined,
  documentation: FileTextOutlined,
  form: FormOutlined,
  logininfor: LoginOutlined,
  online: GlobalOutlined,
  international: GlobalOutlined,
  job: ScheduleOutlined,
  time: ScheduleOutlined,
  druid: DatabaseOutlined,
  redis: DatabaseOutlined,
  'redis-list': UnorderedListOutlined,
  list: UnorderedListOutlined,
  server: CloudServerOutlined,
  build: AppstoreOutlined,
  code: CodeOutlined,
  swagger: ApiOutlined,
  guide: LinkOutlined,
  link: LinkOutlined,
  dashboard: DashboardOutlined,
  lock: LockOutlined,
  password: LockOutlined,
  search: SearchOutlined,
  upload: UploadOutlined,
  download: DownloadOutlined,
};

/** The icon names the console draws, in picker order. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

/** True when `name` is one of the console's icon names. */
export function isMenuIconName(name: string | null | undefined): name is string {
  return !!name && Object.prototype.hasOwnProperty.call(MENU_ICONS, name);
}

/** The icon of a menu entry; unknown or missing names get a neutral default. */
export function MenuIcon({ name }: { name?: string | null }) {
  const Icon = isMenuIconName(name) ? MENU_ICONS[name] : AppstoreOutlined;
  return <Icon />;
}
