import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@dis/shared/store';
import { IS_MAC, shortcutActions } from './shortcutKeys';

/** The help dialog and its words load when `?` is first pressed. */
const ShortcutsHelp = lazy(() => import(/* webpackChunkName: "shortcuts-help" */ './ShortcutsHelp'));

/**
 * The console's keyboard (docs/product.md §2 "Keyboard"): one keydown listener while the switch
 * 键盘快捷键 of 布局设置 is on (off: no shortcut at all, ⌘K and `?` included), and the help dialog.
 * ⌘K / Ctrl+K is the browser's own too (its search box), so it is taken at once; which shortcut a
 * key is, if any, is decided by a chunk loaded on the first key press that may be one.
 */
export function Shortcuts() {
  const on = useAppSelector((s) => s.settings.shortcuts);
  const [help, setHelp] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const listen = (event: KeyboardEvent) => {
      const handled = event.defaultPrevented;
      const command = IS_MAC ? event.metaKey : event.ctrlKey;
      if (!handled && command && event.code === 'KeyK' && !event.altKey && !event.shiftKey)
        event.preventDefault();
      else if (!event.altKey && event.key !== '?') return;
      void import(/* webpackChunkName: "shortcuts" */ './matchShortcut').then(({ shortcutOf }) => {
        const id = shortcutOf(event, IS_MAC, handled);
        (id === 'help' ? () => setHelp(true) : id && shortcutActions.get(id))?.();
      });
    };
    addEventListener('keydown', listen);
    return () => removeEventListener('keydown', listen);
  }, [on]);
  return help ? (
    <Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelp(false)} />
    </Suspense>
  ) : null;
}
