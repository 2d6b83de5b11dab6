import { Activity, createContext, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RowId } from './resourceApi';

/** How long after a page is shown its add dialog waits before it is drawn ahead. */
const SETTLE_MS = 1500;

/**
 * True once the page has loaded, settled (`SETTLE_MS`) and the browser is idle: what is drawn
 * ahead then never competes with the page's own first view.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const whenIdle = () => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => !cancelled && setSettled(true), { timeout: 3000 });
      else setSettled(true);
    };
    const timer = window.setTimeout(() => {
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined && typeof window.cancelIdleCallback === 'function')
        window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

/**
 * True inside the add dialog an `EditorSlot` draws ahead, while it is hidden: the kit's
 * `EditDialog` then draws its form off the page, without its dialog (`EditDialog`).
 */
export const DrawnAheadContext = createContext(false);

export interface EditorSlotProps {
  /** the page's dialog state (`useCrudPage`'s `editor`): null closed, `{}` adding, `{ id }` editing */
  editor: { id?: RowId } | null;
  /** the add / edit dialog of the record `id` (a new one when `undefined`), open */
  children: (id: RowId | undefined) => ReactNode;
}

/**
 * Where a list page's add / edit dialog goes (docs/site/speed.md "Nothing waits for a click"). Once
 * the page has settled and the browser is idle, the add dialog is drawn ahead, hidden (React's
 * `Activity`: rendered at low priority, its effects — its reads, its focus — not started), its form
 * drawn off the page (`DrawnAheadContext`): its code is loaded, run and warm, so 新增 draws the
 * dialog without a first run's cost. A dialog that closes is thrown away and a fresh one drawn
 * ahead for the next time; 修改 draws its record's dialog when clicked, its code as warm.
 */
export function EditorSlot({ editor, children }: EditorSlotProps) {
  const settled = useSettled();
  const [generation, setGeneration] = useState(0);
  const opened = useRef(false);
  const adding = editor !== null && editor.id === undefined;
  useEffect(() => {
    if (editor) opened.current = true;
    else if (opened.current) {
      // the dialog that was used goes; the next one starts from nothing
      opened.current = false;
      setGeneration((value) => value + 1);
    }
  }, [editor]);
  return (
    <>
      {adding || settled ? (
        <Activity key={generation} mode={adding ? 'visible' : 'hidden'}>
          <DrawnAheadContext value={!adding}>
            <Suspense fallback={null}>{children(undefined)}</Suspense>
          </DrawnAheadContext>
        </Activity>
      ) : null}
      {editor && !adding ? (
        <Suspense key={`edit-${String(editor.id)}-${generation}`} fallback={null}>
          {children(editor.id)}
        </Suspense>
      ) : null}
    </>
  );
}
