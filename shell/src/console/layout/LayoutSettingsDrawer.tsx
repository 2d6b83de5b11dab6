import { useTranslation } from '@dis/shared';
import { settingChanged, useAppDispatch, useAppSelector, type SideTheme } from '@dis/shared/store';
import { Drawer, RadioGroup, Switch } from '@dis/ui';

/** 布局设置 (spec §2, 280 px): the settings the layout honours so far. */
export function LayoutSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const sideTheme = useAppSelector((s) => s.settings.sideTheme);
  const sidebarLogo = useAppSelector((s) => s.settings.sidebarLogo);
  return (
    <Drawer title={t('console.layoutSettings')} open={open} onClose={onClose} size={280}>
      <div className="console-settings__row">
        <span id="console-settings-theme">{t('console.settings.sideTheme')}</span>
        <RadioGroup
          aria-labelledby="console-settings-theme"
          value={sideTheme}
          optionType="button"
          options={[
            { value: 'theme-dark', label: t('console.settings.dark') },
            { value: 'theme-light', label: t('console.settings.light') },
          ]}
          onChange={(event) => dispatch(settingChanged({ key: 'sideTheme', value: event.target.value as SideTheme }))}
        />
      </div>
      <div className="console-settings__row">
        <span id="console-settings-logo">{t('console.settings.sidebarLogo')}</span>
        <Switch
          aria-labelledby="console-settings-logo"
          checked={sidebarLogo}
          onChange={(checked) => dispatch(settingChanged({ key: 'sidebarLogo', value: checked }))}
        />
      </div>
    </Drawer>
  );
}
