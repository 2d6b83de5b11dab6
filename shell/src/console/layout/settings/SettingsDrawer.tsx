import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import {
  settingChanged,
  useAppDispatch,
  useAppSelector,
  type SettingsState,
  type SideTheme,
} from '@dis/shared/store';
import { Button, Drawer, RadioGroup, Space, Switch } from '@dis/ui';
import { BusyNotice } from './BusyNotice';
import { clearLayoutSettings, saveLayoutSettings, SETTINGS_WAIT_MS } from './layoutSettingsStorage';
import { reloadPage } from './reloadPage';
import { ThemeColourPicker } from './ThemeColourPicker';
import './settings.css';

type Switchable = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';

const SWITCHES: ReadonlyArray<{ key: Switchable; label: string }> = [
  { key: 'topNav', label: 'console.settings.topNav' },
  { key: 'tagsView', label: 'console.settings.tagsView' },
  { key: 'fixedHeader', label: 'console.settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'console.settings.sidebarLogo' },
  { key: 'dynamicTitle', label: 'console.settings.dynamicTitle' },
];

function Row({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="console-settings__row">
      <span id={id}>{label}</span>
      {children}
    </div>
  );
}

/**
 * 布局设置 (docs/product.md §2, 280 px). Changes apply at once; 保存配置 keeps them in this browser,
 * 重置配置 forgets them and reloads with the defaults.
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const settings = useAppSelector((s) => s.settings);
  const [busy, setBusy] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = <K extends keyof SettingsState>(key: K, value: SettingsState[K]) =>
    dispatch(settingChanged({ key, value }));

  const save = () => {
    saveLayoutSettings(localStorage, settings);
    setBusy(t('console.settings.saving'));
    timer.current = setTimeout(() => setBusy(null), SETTINGS_WAIT_MS);
  };
  const reset = () => {
    clearLayoutSettings(localStorage);
    setBusy(t('console.settings.resetting'));
    timer.current = setTimeout(reloadPage, SETTINGS_WAIT_MS);
  };

  return (
    <>
      <Drawer
        title={t('console.layoutSettings')}
        open={open}
        onClose={onClose}
        size={280}
        className="console-settings"
        footer={
          <Space>
            <Button type="primary" onClick={save} disabled={busy !== null}>
              {t('console.settings.save')}
            </Button>
            <Button onClick={reset} disabled={busy !== null}>
              {t('console.settings.reset')}
            </Button>
          </Space>
        }
      >
        <h3 className="console-settings__heading">{t('console.settings.themeStyle')}</h3>
        <Row id="console-settings-side-theme" label={t('console.settings.sideTheme')}>
          <RadioGroup
            aria-labelledby="console-settings-side-theme"
            value={settings.sideTheme}
            optionType="button"
            size="small"
            options={[
              { value: 'theme-dark', label: t('console.settings.dark') },
              { value: 'theme-light', label: t('console.settings.light') },
            ]}
            onChange={(event) => set('sideTheme', event.target.value as SideTheme)}
          />
        </Row>
        <h3 className="console-settings__heading">{t('console.settings.themeColour')}</h3>
        <ThemeColourPicker value={settings.theme} onChange={(colour) => set('theme', colour)} />
        <h3 className="console-settings__heading">{t('console.settings.layout')}</h3>
        {SWITCHES.map(({ key, label }) => (
          <Row key={key} id={`console-settings-${key}`} label={t(label)}>
            <Switch
              aria-labelledby={`console-settings-${key}`}
              checked={settings[key]}
              onChange={(checked) => set(key, checked)}
            />
          </Row>
        ))}
      </Drawer>
      {busy ? <BusyNotice text={busy} /> : null}
    </>
  );
}
