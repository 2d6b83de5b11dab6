import { useEffect, useState, type ReactNode } from 'react';
import type { UserForm } from '@dis/contract';
import { DictTag, Drawer, Spin, Tag, type DictOption } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { fetchUserForm } from './api';

export interface UserDetailProps {
  userId: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  /** `sys_user_sex` */
  sexes: readonly DictOption[];
  onClose: () => void;
}

/** The names of the chosen ones, or `none` when there are none. */
function names(list: readonly { id: number; name?: string | null }[], chosen: readonly number[]) {
  return list.filter((item) => chosen.includes(item.id)).map((item) => item.name ?? String(item.id));
}

/**
 * 用户信息详情 (a user name clicked on 用户管理, docs/system/user.md "The list page"): 基本信息
 * and 其他信息 of `GET /system/user/{userId}`, in a drawer of 68 % of the window.
 */
export default function UserDetail({ userId, statuses, sexes, onClose }: UserDetailProps) {
  const { t } = useSystemTranslation();
  const [form, setForm] = useState<UserForm | null>(null);
  useEffect(() => {
    let live = true;
    // a failure was reported by the request client
    fetchUserForm(userId).then(
      (answer) => live && setForm(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);

  const user = form?.data;
  const posts = names(
    (form?.posts ?? []).map((post) => ({ id: post.postId, name: post.postName })),
    form?.postIds ?? [],
  );
  const roles = names(
    [...(user?.roles ?? []), ...(form?.roles ?? [])].map((role) => ({
      id: role.roleId,
      name: role.roleName,
    })),
    form?.roleIds ?? [],
  ).filter((name, index, all) => all.indexOf(name) === index);
  const sex = sexes.find((option) => option.value === user?.sex)?.label;
  const text = (value?: string | null) => (value ? value : '-');
  const tags = (list: string[], none: string) =>
    list.length > 0 ? list.map((name) => <Tag key={name}>{name}</Tag>) : none;

  const basic: [string, ReactNode][] = user
    ? [
        ['user.nickName', text(user.nickName)],
        ['user.deptLabel', text(user.dept?.deptName)],
        ['user.phonenumber', text(user.phonenumber)],
        ['user.email', text(user.email)],
        ['user.userName', user.userName],
        ['user.detail.status', <DictTag key="status" options={statuses} value={user.status} />],
        ['user.posts', tags(posts, t('user.detail.noPost'))],
        ['user.sex', text(sex)],
        ['user.roles', tags(roles, t('user.detail.noRole'))],
      ]
    : [];
  const other: [string, ReactNode][] = user
    ? [
        ['user.detail.createBy', text(user.createBy)],
        ['user.createTime', text(user.createTime)],
        ['user.detail.updateBy', text(user.updateBy)],
        ['user.detail.updateTime', text(user.updateTime)],
        ['user.detail.loginIp', text(user.loginIp)],
        ['user.detail.loginDate', text(user.loginDate)],
        ['user.remark', text(user.remark)],
      ]
    : [];
  const section = (title: string, fields: [string, ReactNode][]) => (
    <section className="user-detail__section" aria-label={title}>
      <h3 className="user-detail__title">{title}</h3>
      <dl className="user-detail__fields">
        {fields.map(([label, value]) => (
          <div key={label} className="user-detail__field">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <Drawer
      open
      title={t('user.detail.title')}
      placement="right"
      size="68%"
      onClose={onClose}
      destroyOnHidden
    >
      {user ? (
        <>
          {section(t('user.detail.basic'), basic)}
          {section(t('user.detail.other'), other)}
        </>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
