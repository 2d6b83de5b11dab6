import { useEffect } from 'react';

/**
 * The console's keyboard shortcuts (docs/product.md §2 "Keyboard"): their names, their keys as
 * the platform writes them, and what each does. This file is part of the console's first view, so
 * it stays tiny: which key press is which shortcut is decided in `matchShortcut.ts`, a chunk loaded
 * on the first key press that may be one.
 */
export type ShortcutId = 'search' | 'lock' | 'logout' | 'settings' | 'help';

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const KEYS = { search: 'K', lock: 'L', logout: 'Q', settings: ',', help: '?' };

/** The keys of a shortcut as the platform names them: ⌘K ⌥L on macOS, Ctrl+K Alt+L elsewhere. */
export function keysOf(id: ShortcutId, mac = IS_MAC): string {
  const modifier = id === 'help' ? '' : id === 'search' ? (mac ? '⌘' : 'Ctrl+') : mac ? '⌥' : 'Alt+';
  return modifier + KEYS[id];
}

/** What each shortcut does, given by the component that owns the action while it is shown. */
export const shortcutActions = new Map<ShortcutId, () => void>();

export function useShortcutAction(id: ShortcutId, action: () => void): void {
  useEffect(() => {
    shortcutActions.set(id, action);
    return () => {
      if (shortcutActions.get(id) === action) shortcutActions.delete(id);
    };
  }, [id, action]);
}
