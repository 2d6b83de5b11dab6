import { SHORTCUT_IDS, shortcutOf } from './matchShortcut';
import { keysOf } from './shortcutKeys';

/** A key press as the browser reports it; `target` defaults to the page body. */
function press(init: KeyboardEventInit & { target?: Element }): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: init.target ?? document.body });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutOf: which shortcut a key press means (docs/product.md §2 "Keyboard")', () => {
  it('reads Ctrl+K elsewhere and ⌘K on macOS, not the other way round', () => {
    expect(shortcutOf(press({ code: 'KeyK', key: 'k', ctrlKey: true }), false)).toBe('search');
    expect(shortcutOf(press({ code: 'KeyK', key: 'k', metaKey: true }), true)).toBe('search');
    expect(shortcutOf(press({ code: 'KeyK', key: 'k', metaKey: true }), false)).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyK', key: 'k', ctrlKey: true }), true)).toBeUndefined();
    expect(
      shortcutOf(press({ code: 'KeyK', key: 'K', ctrlKey: true, shiftKey: true }), false),
    ).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyK', key: 'k' }), false)).toBeUndefined();
  });

  it('reads Alt / ⌥ shortcuts by the key’s place, whatever letter the layout or ⌥ types', () => {
    // macOS: ⌥L types ¬, ⌥Q œ, ⌥, ≤
    expect(shortcutOf(press({ code: 'KeyL', key: '¬', altKey: true }), true)).toBe('lock');
    expect(shortcutOf(press({ code: 'KeyQ', key: 'œ', altKey: true }), true)).toBe('logout');
    expect(shortcutOf(press({ code: 'Comma', key: '≤', altKey: true }), true)).toBe('settings');
    expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true }), false)).toBe('lock');
    expect(shortcutOf(press({ code: 'KeyQ', key: 'q', altKey: true }), false)).toBe('logout');
    expect(shortcutOf(press({ code: 'Comma', key: ',', altKey: true }), false)).toBe('settings');
    expect(
      shortcutOf(press({ code: 'KeyL', key: 'L', altKey: true, shiftKey: true }), false),
    ).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true, ctrlKey: true }), false)).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyX', key: 'x', altKey: true }), false)).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyL', key: 'l' }), false)).toBeUndefined();
  });

  it('reads ? by the character typed (Shift+/ on a US keyboard, elsewhere on others)', () => {
    expect(shortcutOf(press({ code: 'Slash', key: '?', shiftKey: true }), false)).toBe('help');
    expect(shortcutOf(press({ code: 'Minus', key: '?', shiftKey: true }), false)).toBe('help');
    expect(shortcutOf(press({ code: 'Slash', key: '/' }), false)).toBeUndefined();
  });

  it('never fires the single-key shortcuts while typing; ⌘K / Ctrl+K types nothing, so it does', () => {
    document.body.innerHTML = `<input id="i"><textarea id="t"></textarea><select id="s"></select>
      <div contenteditable="true"><p id="c">text</p></div><div contenteditable="false"><p id="n">x</p></div>`;
    for (const id of ['i', 't', 's', 'c']) {
      const target = document.getElementById(id)!;
      expect(shortcutOf(press({ code: 'Slash', key: '?', shiftKey: true, target }), false)).toBeUndefined();
      expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true, target }), false)).toBeUndefined();
      expect(shortcutOf(press({ code: 'KeyK', key: 'k', ctrlKey: true, target }), false)).toBe('search');
    }
    const target = document.getElementById('n')!;
    expect(shortcutOf(press({ code: 'Slash', key: '?', shiftKey: true, target }), false)).toBe('help');
  });

  it('fires nothing while a dialog is open, but a closed one kept in the page does not count', () => {
    document.body.innerHTML = `<div class="ant-modal-wrap" style="display: none;"><div role="dialog" aria-modal="true"></div></div>`;
    expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true }), false)).toBe('lock');
    document.body.innerHTML += `<div class="ant-modal-wrap"><div role="dialog" aria-modal="true"></div></div>`;
    expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true }), false)).toBeUndefined();
    expect(shortcutOf(press({ code: 'KeyK', key: 'k', ctrlKey: true }), false)).toBeUndefined();
    expect(shortcutOf(press({ code: 'Slash', key: '?', shiftKey: true }), false)).toBeUndefined();
  });

  it('ignores a held key, a key already handled and one of an input method’s composition', () => {
    expect(shortcutOf(press({ code: 'KeyL', key: 'l', altKey: true, repeat: true }), false)).toBeUndefined();
    expect(
      shortcutOf(press({ code: 'KeyK', key: 'k', ctrlKey: true, isComposing: true }), false),
    ).toBeUndefined();
    const handled = press({ code: 'KeyK', key: 'k', ctrlKey: true });
    handled.preventDefault();
    expect(shortcutOf(handled, false)).toBeUndefined();
    // prevented by the console's own listener only: still the shortcut
    expect(shortcutOf(handled, false, false)).toBe('search');
  });
});

describe('keysOf: the keys as the platform names them', () => {
  it('⌘ and ⌥ on macOS, Ctrl and Alt elsewhere', () => {
    expect(SHORTCUT_IDS.map((id) => keysOf(id, true))).toEqual(['⌘K', '⌥L', '⌥Q', '⌥,', '?']);
    expect(SHORTCUT_IDS.map((id) => keysOf(id, false))).toEqual(['Ctrl+K', 'Alt+L', 'Alt+Q', 'Alt+,', '?']);
  });
});
