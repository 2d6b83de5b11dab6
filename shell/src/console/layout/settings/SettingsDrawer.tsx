import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import {
  settingChanged,
  useAppDispatch,
  useAppSelector,
  type NavType,
  type SettingsState,
  type SideTheme,
  type TagsViewStyle,
  type ThemeMode,
} from '@dis/shared/store';
import { Button, Drawer, RadioGroup, Space, Switch } from '@dis/ui';
import { BusyNotice } from './BusyNotice';
import { ShortcutsSwitch } from '../shortcuts/ShortcutsSwitch';
import { clearLayoutSettings, saveLayoutSettings, SETTINGS_WAIT_MS } from './layoutSettingsStorage';
import { reloadPage } from './reloadPage';
import { ThemeColourPicker } from './ThemeColourPicker';
import './settings.css';

type Switchable =
  | 'tagsView'
  | 'tagsViewPersist'
  | 'tagsIcon'
  | 'fixedHeader'
  | 'sidebarLogo'
  | 'dynamicTitle'
  | 'footerVisible';

/** 系统布局配置 (RuoYi 3.9.2's switches); the tab options only while the tabs bar is on, 标签页样式 after them. */
const SWITCHES: ReadonlyArray<{ key: Switchable; label: string; tabs?: true }> = [
  { key: 'tagsView', label: 'console.settings.tagsView' },
  { key: 'tagsViewPersist', label: 'console.settings.tagsViewPersist', tabs: true },
  { key: 'tagsIcon', label: 'console.settings.tagsIcon', tabs: true },
  { key: 'fixedHeader', label: 'console.settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'console.settings.sidebarLogo' },
  { key: 'dynamicTitle', label: 'console.settings.dynamicTitle' },
  { key: 'footerVisible', label: 'console.settings.footerVisible' },
];

function Row({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="console-settings__row">
      <span id={id}>{label}</span>
      {children}
    </div>
  );
}

/** One of a few values (菜单导航设置, 侧边栏主题, 标签页样式) as small buttons, named by `labelledBy`. */
function Choice<V extends string | number>({
  labelledBy,
  value,
  options,
  onChange,
  className,
}: {
  labelledBy: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      className={className}
      value={value}
      optionType="button"
      size="small"
      options={[...options]}
      onChange={(event) => onChange(event.target.value as V)}
    />
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
        <h3 className="console-settings__heading" id="console-settings-nav-type">
          {t('console.settings.navType')}
        </h3>
        <Choice<NavType>
          labelledBy="console-settings-nav-type"
          className="console-settings__nav-type"
          value={settings.navType}
          options={[
            { value: 1, label: t('console.settings.navLeft') },
            { value: 2, label: t('console.settings.navMixed') },
            { value: 3, label: t('console.settings.navTop') },
          ]}
          onChange={(value) => set('navType', value)}
        />
        <h3 className="console-settings__heading">{t('console.settings.themeStyle')}</h3>
        <Row id="console-settings-side-theme" label={t('console.settings.sideTheme')}>
          <Choice<SideTheme>
            labelledBy="console-settings-side-theme"
            value={settings.sideTheme}
            options={[
              { value: 'theme-dark', label: t('console.settings.dark') },
              { value: 'theme-light', label: t('console.settings.light') },
            ]}
            onChange={(value) => set('sideTheme', value)}
          />
        </Row>
        <Row id="console-settings-theme-mode" label={t('console.settings.themeMode')}>
          <Choice<ThemeMode>
            labelledBy="console-settings-theme-mode"
            value={settings.themeMode}
            options={[
              { value: 'light', label: t('console.settings.light') },
              { value: 'dark', label: t('console.settings.dark') },
              { value: 'system', label: t('console.settings.system') },
            ]}
            onChange={(value) => set('themeMode', value)}
          />
        </Row>
        <h3 className="console-settings__heading">{t('console.settings.themeColour')}</h3>
        <ThemeColourPicker value={settings.theme} onChange={(colour) => set('theme', colour)} />
        <h3 className="console-settings__heading">{t('console.settings.layout')}</h3>
        {SWITCHES.map(({ key, label, tabs }) =>
          tabs && !settings.tagsView ? null : (
            <Row key={key} id={`console-settings-${key}`} label={t(label)}>
              <Switch
                aria-labelledby={`console-settings-${key}`}
                checked={settings[key]}
                onChange={(checked) => set(key, checked)}
              />
            </Row>
          ),
        )}
        {settings.tagsView ? (
          <Row id="console-settings-tags-style" label={t('console.settings.tagsViewStyle')}>
            <Choice<TagsViewStyle>
              labelledBy="console-settings-tags-style"
              value={settings.tagsViewStyle}
              options={[
                { value: 'card', label: t('console.settings.styleCard') },
                { value: 'chrome', label: t('console.settings.styleChrome') },
              ]}
              onChange={(value) => set('tagsViewStyle', value)}
            />
          </Row>
        ) : null}
        <ShortcutsSwitch checked={settings.shortcuts} onChange={(on) => set('shortcuts', on)} />
      </Drawer>
      {busy ? <BusyNotice text={busy} /> : null}
    </>
  );
}
