import { useCallback, useEffect, useState } from 'react';
import { parseTime } from '@dis/shared';
import { useServerTimeZone } from '@dis/shared/store';
import { Button, Card, LoadFailed, Table, Tag, useFeedback, type TableColumnsType } from '@dis/ui';
import { fetchMySessions, signOutSession, type MySession } from './api';
import { useDevicesWords } from './words';
import './devices.css';

const deviceName = (session: MySession) => `${session.browser} · ${session.os}`;

/**
 * 我的设备 (docs/security.md "Sessions"): the signed-in user's open sessions — browser and system,
 * address, location, login time, last activity (to within 10 minutes) — the one in use marked
 * 当前设备, and 下线 (asked first) for every other one. The one in use ends by 退出登录.
 */
export function DevicesCard() {
  const { t } = useDevicesWords();
  const { confirm, message } = useFeedback();
  const zone = useServerTimeZone();
  const [sessions, setSessions] = useState<MySession[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    fetchMySessions().then(
      (rows) => {
        if (!live) return;
        setSessions(rows);
        setFailed(null);
      },
      (failure: unknown) => {
        if (live) setFailed(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const signOut = (session: MySession) =>
    void confirm({
      title: t('confirmTitle'),
      content: t('confirmText', { device: deviceName(session) }),
      type: 'warning',
      onOk: async () => {
        try {
          await signOutSession(session.sessionId);
          message.success(t('signedOut'));
        } finally {
          // gone either way: signed out now, or had already ended
          reload();
        }
      },
    });

  const time = (value: number) => parseTime(value, undefined, zone);
  const columns: TableColumnsType<MySession> = [
    {
      key: 'device',
      title: t('device'),
      render: (_, session) => (
        <>
          <span>{session.browser}</span>
          <div className="profile-devices__secondary">
            <span>{session.os}</span>
            {session.current ? <Tag color="green">{t('current')}</Tag> : null}
          </div>
        </>
      ),
    },
    {
      key: 'ipaddr',
      title: t('ipaddr'),
      render: (_, session) => (
        <>
          <span>{session.ipaddr}</span>
          <div className="profile-devices__secondary">{session.loginLocation}</div>
        </>
      ),
    },
    { key: 'loginTime', title: t('loginTime'), dataIndex: 'loginTime', render: time },
    { key: 'lastActive', title: t('lastActive'), dataIndex: 'lastActiveTime', render: time },
    {
      key: 'action',
      title: t('action'),
      align: 'center',
      render: (_, session) =>
        session.current ? null : (
          <Button type="link" size="small" danger onClick={() => signOut(session)}>
            {t('signOut')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('title')} className="profile-devices">
      <p className="profile-devices__intro">{t('intro')}</p>
      {failed && !sessions ? (
        <LoadFailed title={t('loadFailed')} reason={failed} onRetry={reload} />
      ) : (
        <Table<MySession>
          rowKey="sessionId"
          size="small"
          columns={columns}
          dataSource={sessions ?? []}
          loading={!sessions}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </Card>
  );
}
