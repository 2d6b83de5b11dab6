import { useLayoutEffect, useRef, useState, type ThHTMLAttributes } from 'react';
import { Resizable } from 'react-resizable';
import { COLUMN_PREF_LIMITS } from '@dis/contract/rules';
import { uiText } from '../i18n';
import './resizableHeader.css';

// Loaded the first time the pointer reaches a list's header (docs/product.md §2 "Lists"):
// react-resizable is not on the console's first view.

/** The widths of a list's keyed columns in pixels, by column key. */
export type ColumnWidths = Record<string, number>;

interface ResizableCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number | string;
  /** the column's key (on the cell, so that a drag can read every column's width) */
  'data-column-key'?: string;
  /** the keyed columns' widths while the edge is dragged; a plain cell without it */
  onResizeWidths?: (widths: ColumnWidths) => void;
}

const { minWidth, maxWidth } = COLUMN_PREF_LIMITS;
const clamp = (width: number) => Math.min(maxWidth, Math.max(minWidth, Math.round(width)));

/**
 * What the keyed columns of the cell's row measure now. A drag reports them all with the dragged
 * one's new width: a column without a width of its own would otherwise be squeezed to its title
 * once the table is wider than its box.
 */
function rowWidths(cell: HTMLTableCellElement | null): ColumnWidths {
  const widths: ColumnWidths = {};
  for (const th of cell?.parentElement?.querySelectorAll<HTMLElement>('th[data-column-key]') ?? [])
    widths[th.dataset.columnKey!] = clamp(th.offsetWidth);
  return widths;
}

/** A header cell whose right edge drags the column's width (40–1200 px; ← / → by 10 px). */
export function ResizableHeaderCell({ width, onResizeWidths, ...cell }: ResizableCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const start = useRef<ColumnWidths>({});
  const [measured, setMeasured] = useState(0);
  const given = typeof width === 'number' ? width : 0;
  useLayoutEffect(() => {
    // a column without a width starts from what the browser gave it
    if (!given && ref.current) setMeasured(ref.current.offsetWidth);
  }, [given]);
  const key = cell['data-column-key'];
  if (!onResizeWidths || key === undefined) return <th {...cell} />;
  const current = given || measured || minWidth;
  const report = (next: number, base = start.current) => onResizeWidths({ ...base, [key]: clamp(next) });
  return (
    <Resizable
      width={current}
      height={0}
      axis="x"
      minConstraints={[minWidth, 0]}
      maxConstraints={[maxWidth, 0]}
      handle={
        <span
          className="dis-resize-handle"
          role="slider"
          aria-orientation="horizontal"
          aria-label={uiText('table.resizeColumn')}
          aria-valuemin={minWidth}
          aria-valuemax={maxWidth}
          aria-valuenow={Math.round(current)}
          title={uiText('table.resizeColumn')}
          tabIndex={0}
          // a click on the edge is not a click on the title (no sorting)
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            event.preventDefault();
            event.stopPropagation();
            report(current + (event.key === 'ArrowLeft' ? -10 : 10), rowWidths(ref.current));
          }}
        />
      }
      draggableOpts={{ enableUserSelectHack: false }}
      onResizeStart={() => {
        start.current = rowWidths(ref.current);
      }}
      onResize={(_event, { size }) => report(size.width)}
    >
      <th ref={ref} {...cell} />
    </Resizable>
  );
}

interface HeaderCellColumn {
  key?: unknown;
  width?: unknown;
  onHeaderCell?: (column: never, index?: number) => object;
}

/** The columns whose header cells resize: each keyed one (the row actions too). */
export function resizableColumns<C extends HeaderCellColumn>(
  columns: readonly C[],
  onResize: (widths: ColumnWidths) => void,
): C[] {
  return columns.map((column) =>
    column.key === undefined
      ? column
      : {
          ...column,
          onHeaderCell: (col: never, index?: number) => ({
            ...column.onHeaderCell?.(col, index),
            width: column.width,
            'data-column-key': String(column.key),
            onResizeWidths: onResize,
          }),
        },
  );
}
