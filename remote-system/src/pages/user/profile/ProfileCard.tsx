import type { ReactNode } from 'react';
import { parseTime } from '@dis/shared';
import { avatarUrl } from '@dis/shared/request';
import { ApartmentOutlined, Avatar, Card, IdcardOutlined, TeamOutlined, UserOutlined } from '@dis/ui';
import type { Profile } from './types';
import { useProfileWords } from './words';

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li className="profile-card__row">
      <span className="profile-card__label">
        {icon} {label}
      </span>
      <span className="profile-card__value">{value}</span>
    </li>
  );
}

/** 个人信息: the avatar (click to change it) and the account's facts. */
export function ProfileCard({ profile, onChangeAvatar }: { profile: Profile; onChangeAvatar: () => void }) {
  const { t } = useProfileWords();
  const { user, roleGroup, postGroup } = profile;
  const dept = [user.dept?.deptName, postGroup].filter(Boolean).join(' / ');
  return (
    <Card title={t('title')} className="profile-card">
      <div className="profile-card__avatar">
        <button
          type="button"
          className="profile-card__avatar-button"
          onClick={onChangeAvatar}
          title={t('avatar.change')}
          aria-label={t('avatar.change')}
        >
          <Avatar size={120} src={avatarUrl(user.avatar)} alt="" />
          <span className="profile-card__avatar-hint">+</span>
        </button>
      </div>
      <ul className="profile-card__rows">
        <Row icon={<UserOutlined />} label={t('userName')} value={user.userName} />
        <Row icon={<IdcardOutlined />} label={t('phonenumber')} value={user.phonenumber} />
        <Row icon={<IdcardOutlined />} label={t('email')} value={user.email} />
        <Row icon={<ApartmentOutlined />} label={t('dept')} value={dept} />
        <Row icon={<TeamOutlined />} label={t('roles')} value={roleGroup} />
        <Row icon={<IdcardOutlined />} label={t('createTime')} value={parseTime(user.createTime)} />
      </ul>
    </Card>
  );
}
