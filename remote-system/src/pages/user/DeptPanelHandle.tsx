import { useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, MenuFoldOutlined, MenuUnfoldOutlined } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';

/** Where the department panel's width is remembered, and its bounds in pixels. */
export const DEPT_WIDTH_KEY = 'system-user-dept-width';
export const DEPT_WIDTH = { initial: 240, min: 180, max: 480, step: 16 } as const;

const clamp = (width: number) => Math.round(Math.min(DEPT_WIDTH.max, Math.max(DEPT_WIDTH.min, width)));

function readWidth(): number {
  try {
    const stored = Number(localStorage.getItem(DEPT_WIDTH_KEY));
    return stored > 0 ? clamp(stored) : DEPT_WIDTH.initial;
  } catch {
    return DEPT_WIDTH.initial;
  }
}

function saveWidth(width: number) {
  try {
    localStorage.setItem(DEPT_WIDTH_KEY, String(width));
  } catch {
    /* storage unavailable: the width lasts for this page only */
  }
}

/** The department panel's width (remembered) and whether it is hidden (for this visit). */
export function useDeptPanel() {
  const [width, setWidthState] = useState(readWidth);
  const [collapsed, setCollapsed] = useState(false);
  const setWidth = useCallback((next: number, remember: boolean) => {
    const bounded = clamp(next);
    setWidthState(bounded);
    if (remember) saveWidth(bounded);
  }, []);
  return { width, setWidth, collapsed, toggle: () => setCollapsed((hidden) => !hidden) };
}

export type DeptPanel = ReturnType<typeof useDeptPanel>;

/**
 * The bar between the department panel and the list: dragged (or moved with ← →) it sets the
 * panel's width, remembered in localStorage; its button hides or shows the panel.
 */
export function DeptPanelHandle({ panel }: { panel: DeptPanel }) {
  const { t } = useSystemTranslation();
  const { width, setWidth, collapsed, toggle } = panel;

  const startDrag = (event: MouseEvent) => {
    if (collapsed || event.button !== 0) return;
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = width;
    const move = (moved: globalThis.MouseEvent) => setWidth(startWidth + moved.clientX - startX, false);
    const stop = (ended: globalThis.MouseEvent) => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', stop);
      setWidth(startWidth + ended.clientX - startX, true);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', stop);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const delta =
      event.key === 'ArrowLeft' ? -DEPT_WIDTH.step : event.key === 'ArrowRight' ? DEPT_WIDTH.step : 0;
    if (delta === 0 || collapsed) return;
    event.preventDefault();
    setWidth(width + delta, true);
  };

  return (
    <div className="user-page__handle">
      {collapsed ? null : (
        // the ARIA window splitter: a focusable separator moved by mouse and ← →
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable separator is a widget
        <div
          className="user-page__resizer"
          role="separator"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable separator is a widget
          tabIndex={0}
          aria-orientation="vertical"
          aria-label={t('user.deptWidth')}
          aria-valuemin={DEPT_WIDTH.min}
          aria-valuemax={DEPT_WIDTH.max}
          aria-valuenow={width}
          onMouseDown={startDrag}
          onKeyDown={onKeyDown}
        />
      )}
      <Button
        size="small"
        className="user-page__toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        title={collapsed ? t('user.deptShow') : t('user.deptHide')}
        aria-label={collapsed ? t('user.deptShow') : t('user.deptHide')}
        aria-expanded={!collapsed}
        onClick={toggle}
      />
    </div>
  );
}
