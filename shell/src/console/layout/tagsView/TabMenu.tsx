import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@dis/shared';
import { contextMenuPosition } from './placement';
import type { TabAction } from './tabs';

const LABELS: Record<TabAction, string> = {
  refresh: 'console.tags.refresh',
  close: 'console.tags.closeCurrent',
  closeOthers: 'console.tags.closeOthers',
  closeLeft: 'console.tags.closeLeft',
  closeRight: 'console.tags.closeRight',
  closeAll: 'console.tags.closeAll',
};

interface TabMenuProps {
  actions: readonly TabAction[];
  /** where the right click was (viewport coordinates) */
  pointer: { x: number; y: number };
  /** the tabs bar, which the menu stays inside */
  bar: { left: number; width: number };
  onAction: (action: TabAction) => void;
  onClose: () => void;
}

/** A tab's context menu at the pointer; closes on a click elsewhere, on any scroll and on Escape. */
export default function TabMenu({ actions, pointer, bar, onAction, onClose }: TabMenuProps) {
  const { t } = useTranslation('common');
  const menu = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState(() => contextMenuPosition(pointer, bar));

  // placed again, before it is painted, with its real width: labels must not wrap near the edge
  useLayoutEffect(() => {
    const width = menu.current?.offsetWidth ?? 0;
    setPosition(contextMenuPosition(pointer, bar, width));
  }, [pointer, bar, actions, t]);

  useEffect(() => {
    const onPointer = (event: Event) => {
      // the tabs bar's dropdown button toggles the menu itself
      const target = event.target as Element | null;
      if (target?.closest?.('[data-tabs-dropdown]')) return;
      if (!menu.current?.contains(target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('scroll', onClose, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onClose);
    menu.current?.querySelector('button')?.focus();
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('scroll', onClose, true);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  return (
    <ul
      ref={menu}
      role="menu"
      aria-label={t('console.tags.menu')}
      className="tags-view__menu"
      style={position}
    >
      {actions.map((action) => (
        <li key={action} role="none">
          <button type="button" role="menuitem" onClick={() => onAction(action)}>
            {t(LABELS[action])}
          </button>
        </li>
      ))}
    </ul>
  );
}
