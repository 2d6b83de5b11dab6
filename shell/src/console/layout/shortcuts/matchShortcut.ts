import type { ShortcutId } from './shortcutKeys';

/**
 * Which shortcut a key press is (docs/product.md §2 "Keyboard"), loaded with the first key press
 * that may be one. Keys are matched by `event.code` (the key's place, not the letter it types), so
 * they work on any keyboard layout and with macOS's ⌥, which changes the typed letter (⌥L types
 * ¬). `?` is matched by the character typed, which sits on a different key from layout to layout.
 */

/** the help dialog's order */
export const SHORTCUT_IDS: readonly ShortcutId[] = ['search', 'lock', 'logout', 'settings', 'help'];

/** ⌥ / Alt with these keys (none is a browser's or a system's own on Windows, Linux or macOS) */
const ALT_KEYS: Record<string, ShortcutId> = { KeyL: 'lock', KeyQ: 'logout', Comma: 'settings' };

/** Typing goes into this element: an input, a text area, a select or anything editable. */
function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element?.closest?.('input,textarea,select,[contenteditable]:not([contenteditable="false"])');
}

/** A dialog (or drawer) is on screen: antd keeps closed ones in the page, hidden. */
function dialogShown(): boolean {
  return [...document.querySelectorAll('[aria-modal="true"]')].some(
    (dialog) =>
      dialog.checkVisibility?.() ?? !dialog.closest('[style*="display: none"],[hidden],[class*="-hidden"]'),
  );
}

/**
 * The shortcut a key press means, if any: ⌘K / Ctrl+K even while typing (it types nothing); the
 * others never while typing; none while a dialog is open, on a held key, during an input method's
 * composition, or when something on the page has handled the key already (`handled`: its
 * `defaultPrevented` before the console's own listener).
 */
export function shortcutOf(
  event: KeyboardEvent,
  mac: boolean,
  handled = event.defaultPrevented,
): ShortcutId | undefined {
  if (handled || event.repeat || event.isComposing || dialogShown()) return undefined;
  const command = mac ? event.metaKey : event.ctrlKey;
  if (mac ? event.ctrlKey : event.metaKey) return undefined;
  if (command) return event.code === 'KeyK' && !event.altKey && !event.shiftKey ? 'search' : undefined;
  if (typingIn(event.target)) return undefined;
  if (event.altKey) return event.shiftKey ? undefined : ALT_KEYS[event.code];
  return event.key === '?' ? 'help' : undefined;
}
