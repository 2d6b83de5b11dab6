import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import type { MouseEvent, ReactNode } from 'react';
import { Button, DeleteOutlined, Empty, Tooltip } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useToolsTranslation } from '../../i18n';
import { FieldControl } from './FieldControl';
import { containerDropId, type DragData, type DropData } from './dnd';
import type { Place } from './model/operations';
import { ROOT } from './model/operations';
import { isRow, type FieldItem, type FormSchema, type Item, type RowItem } from './model/schema';
import { formLayoutProps } from './formLayout';

/** Siblings do not slide while dragging: a line shows where the item will land. */
const stayPut = () => null;

export interface CanvasProps {
  schema: FormSchema;
  selectedId: string | null;
  dropAt: Place | null;
  dragging: boolean;
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}

interface ItemContext extends Omit<CanvasProps, 'schema' | 'dragging'> {
  form: FormSchema['form'];
  labelOf: (item: Item) => string;
}

function DropLine() {
  return <div className="form-build__drop-line" aria-hidden />;
}

/** A container's items with the drop line at the drop place. */
function ItemList({
  container,
  items,
  ctx,
  rowId,
}: {
  container: string;
  items: readonly Item[];
  ctx: ItemContext;
  rowId?: string;
}) {
  const at = ctx.dropAt?.container === container ? ctx.dropAt.index : -1;
  return (
    <SortableContext id={container} items={items.map((item) => item.id)} strategy={stayPut}>
      {items.map((item, index) => (
        <ListEntry key={item.id} line={at === index}>
          <CanvasItem item={item} index={index} container={container} rowId={rowId} ctx={ctx} />
        </ListEntry>
      ))}
      {at === items.length ? <DropLine /> : null}
    </SortableContext>
  );
}

function ListEntry({ line, children }: { line: boolean; children: ReactNode }) {
  return (
    <>
      {line ? <DropLine /> : null}
      {children}
    </>
  );
}

function CanvasItem({
  item,
  index,
  container,
  rowId,
  ctx,
}: {
  item: Item;
  index: number;
  container: string;
  rowId?: string;
  ctx: ItemContext;
}) {
  const { t } = useToolsTranslation();
  const span = isRow(item) ? 24 : item.span;
  const drop: DropData = {
    type: 'item',
    container,
    index,
    depth: container === ROOT ? 1 : 3,
    span,
    ...(rowId ? { rowId } : {}),
  };
  const data: DragData & DropData = {
    ...drop,
    source: 'canvas',
    kind: item.kind,
    label: ctx.labelOf(item),
  } as never;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: item.id,
    data,
  });
  const selected = ctx.selectedId === item.id;
  const stop = (action: (id: string) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action(item.id);
  };
  const gutter = ctx.form.gutter;
  const handle = (
    <div
      ref={setActivatorNodeRef}
      className={isRow(item) ? 'form-build__row-head' : 'form-build__handle'}
      {...attributes}
      role="button"
      tabIndex={0}
      onClick={stop(ctx.onSelect)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) ctx.onSelect(item.id);
      }}
      onKeyUp={(event) => {
        if (event.key === 'Delete' && event.target === event.currentTarget) ctx.onRemove(item.id);
      }}
      {...listeners}
      aria-label={ctx.labelOf(item)}
      aria-pressed={selected}
    >
      {isRow(item) ? ctx.labelOf(item) : <CanvasField field={item} />}
    </div>
  );
  return (
    <div
      ref={setNodeRef}
      className={[
        'form-build__item',
        isRow(item) ? 'form-build__item--row' : '',
        selected ? 'is-selected' : '',
        isDragging ? 'is-dragging' : '',
      ].join(' ')}
      style={{ width: `${(span / 24) * 100}%`, paddingInline: gutter / 2 }}
      data-testid={`canvas-item-${item.id}`}
    >
      {isRow(item) ? (
        <div className="form-build__row">
          {handle}
          <CanvasRow row={item} ctx={ctx} />
        </div>
      ) : (
        handle
      )}
      {selected ? (
        <div className="form-build__item-tools">
          <Button
            size="small"
            type="primary"
            onClick={stop(ctx.onCopy)}
            onPointerDown={(event) => event.stopPropagation()}
          >
            {t('build.copy')}
          </Button>
          <Tooltip title={t('build.remove')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('build.remove')}
              onClick={stop(ctx.onRemove)}
              onPointerDown={(event) => event.stopPropagation()}
            />
          </Tooltip>
        </div>
      ) : null}
    </div>
  );
}

function CanvasField({ field }: { field: FieldItem }) {
  const { t } = useToolsTranslation();
  const options = field.dictType ? [] : (field.options ?? []);
  return (
    <Form.Item label={field.label} required={field.required} className="form-build__field">
      <div className="form-build__sketch" inert>
        <FieldControl
          field={field}
          options={options}
          sketch
          uploadWord={t('build.uploadButton')}
          {...(field.kind === 'switch'
            ? { checked: field.defaultValue === true }
            : field.defaultValue !== undefined &&
                !['time', 'date', 'dateRange', 'upload'].includes(field.kind)
              ? { value: field.defaultValue }
              : {})}
        />
        {field.dictType ? (
          <span className="form-build__dict-note">{t('build.fromDict', { type: field.dictType })}</span>
        ) : null}
      </div>
    </Form.Item>
  );
}

function CanvasColumn({
  column,
  row,
  ctx,
}: {
  column: RowItem['columns'][number];
  row: RowItem;
  ctx: ItemContext;
}) {
  const { t } = useToolsTranslation();
  const data: DropData = { type: 'container', container: column.id, depth: 2, rowId: row.id };
  const { setNodeRef, isOver } = useDroppable({ id: containerDropId(column.id), data });
  return (
    <div
      ref={setNodeRef}
      className={`form-build__column${isOver ? ' is-over' : ''}`}
      style={{ width: `${(column.span / 24) * 100}%` }}
    >
      <div className="form-build__list" style={{ marginInline: -ctx.form.gutter / 2 }}>
        <ItemList container={column.id} items={column.children} ctx={ctx} rowId={row.id} />
      </div>
      {column.children.length === 0 ? (
        <div className="form-build__column-empty">{t('build.dropHere')}</div>
      ) : null}
    </div>
  );
}

function CanvasRow({ row, ctx }: { row: RowItem; ctx: ItemContext }) {
  return (
    <div className="form-build__columns">
      {row.columns.map((column) => (
        <CanvasColumn key={column.id} column={column} row={row} ctx={ctx} />
      ))}
    </div>
  );
}

/** The middle pane: the form as it is being designed, each item selectable and draggable. */
export function Canvas({ schema, dragging, ...rest }: CanvasProps) {
  const { t } = useToolsTranslation();
  const data: DropData = { type: 'container', container: ROOT, depth: 0 };
  const { setNodeRef, isOver } = useDroppable({ id: containerDropId(ROOT), data });
  const ctx: ItemContext = {
    ...rest,
    form: schema.form,
    labelOf: (item) => (isRow(item) ? t('build.kind.row') + ' ' + item.name : item.label || item.name),
  };
  return (
    <div
      ref={setNodeRef}
      className={`form-build__canvas${isOver ? ' is-over' : ''}${dragging ? ' is-dragging' : ''}`}
      aria-label={t('build.canvas')}
      role="region"
    >
      <Form {...formLayoutProps(schema.form)} component="div" className="form-build__form">
        <div className="form-build__list" style={{ marginInline: -schema.form.gutter / 2 }}>
          <ItemList container={ROOT} items={schema.items} ctx={ctx} />
        </div>
      </Form>
      {schema.items.length === 0 ? (
        <Empty
          className="form-build__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('build.emptyCanvas')}
        />
      ) : null}
    </div>
  );
}
