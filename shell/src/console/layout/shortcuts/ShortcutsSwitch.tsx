import { useTranslation } from '@dis/shared';
import { Switch } from '@dis/ui';
import { SHORTCUTS_NS } from './words';

/** 布局设置's 键盘快捷键: off, the console has no shortcut at all (docs/product.md §2 "Keyboard"). */
export function ShortcutsSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation(SHORTCUTS_NS);
  return (
    <div className="console-settings__row">
      <span id="console-settings-shortcuts">{t('switch')}</span>
      <Switch aria-labelledby="console-settings-shortcuts" checked={checked} onChange={onChange} />
    </div>
  );
}
