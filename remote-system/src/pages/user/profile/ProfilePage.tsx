import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CONSOLE_HOME, PROFILE_PATH, useLocation, useNavigate } from '@dis/shared';
import { useAppDispatch, useAppSelector, viewDeleted } from '@dis/shared/store';
import { Card, LoadFailed, Spin, Tabs } from '@dis/ui';
import { fetchPasswordCharType, fetchProfile } from './api';
import { BasicInfoForm } from './BasicInfoForm';
import { DevicesCard } from './devices/DevicesCard';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import type { Profile } from './types';
import { useProfileWords } from './words';
import './profile.css';

const AvatarDialog = lazy(() => import('./avatar/AvatarDialog'));
const TotpTab = lazy(() => import('./totp/TotpTab'));

export type ProfileTab = 'userinfo' | 'resetPwd' | 'totp';

/** The tab to open: 修改密码 when routed with state `{ activeTab: 'resetPwd' }`. */
export function initialTab(state: unknown): ProfileTab {
  return (state as { activeTab?: unknown } | null)?.activeTab === 'resetPwd' ? 'resetPwd' : 'userinfo';
}

/** 个人中心 (`/manageUser/profile`): the account card, 基本资料 and 修改密码, and the avatar dialog. */
export default function ProfilePage() {
  const { t } = useProfileWords();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const visited = useAppSelector((s) => s.tagsView.visitedViews);
  const [tab, setTab] = useState<ProfileTab>(() => initialTab(location.state));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [charType, setCharType] = useState('0');
  const [attempt, setAttempt] = useState(0);
  const [avatarOpen, setAvatarOpen] = useState(false);

  // routed here again with 修改密码 asked for (the initial-password reminder)
  const [routedState, setRoutedState] = useState(location.state);
  if (location.state !== routedState) {
    setRoutedState(location.state);
    if (initialTab(location.state) === 'resetPwd') setTab('resetPwd');
  }

  useEffect(() => {
    let live = true;
    fetchProfile().then(
      (loaded) => {
        if (!live) return;
        setProfile(loaded);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    fetchPasswordCharType().then(
      (type) => live && setCharType(type),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** 关闭: closes this tab and goes to the last one left, else the console home. */
  const close = () => {
    dispatch(viewDeleted({ path: PROFILE_PATH, name: 'Profile' }));
    const last = visited.filter((view) => view.path !== PROFILE_PATH).at(-1);
    navigate(last?.fullPath ?? CONSOLE_HOME);
  };

  if (error && !profile) {
    return <LoadFailed title={t('loadFailed')} reason={error} onRetry={reload} />;
  }
  if (!profile) return <Spin className="profile-page__loading" />;

  return (
    <div className="profile-page">
      <div className="profile-page__side">
        <ProfileCard profile={profile} onChangeAvatar={() => setAvatarOpen(true)} />
      </div>
      <div className="profile-page__main">
        <Card title={t('basicInfo')}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as ProfileTab)}
            items={[
              {
                key: 'userinfo',
                label: t('basicInfoTab'),
                children: <BasicInfoForm key={attempt} profile={profile} onSaved={reload} onClose={close} />,
              },
              {
                key: 'resetPwd',
                label: t('resetPwdTab'),
                children: <PasswordForm charType={charType} onClose={close} />,
              },
              {
                key: 'totp',
                label: t('totpTab'),
                children: (
                  <Suspense fallback={<Spin />}>
                    <TotpTab />
                  </Suspense>
                ),
              },
            ]}
          />
        </Card>
        <DevicesCard />
      </div>
      {avatarOpen ? (
        <Suspense fallback={null}>
          <AvatarDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} onSaved={reload} />
        </Suspense>
      ) : null}
    </div>
  );
}
