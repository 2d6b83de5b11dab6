import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GEN_HTML_TYPES, GEN_QUERY_TYPES, GEN_TS_TYPES, type GenTableColumn } from '@dis/contract';
import { GEN_FIELD_MAX } from '@dis/contract/rules';
import {
  Checkbox,
  Input,
  Select,
  Table,
  Tooltip,
  UnorderedListOutlined,
  type TableColumnsType,
} from '@dis/ui';
import { useToolsTranslation } from '../../../i18n';
import type { DictTypeOption } from '../api';
import { fieldProblem, moveColumn, ticked } from './columnsModel';

const QUERY_LABELS: Record<string, string> = {
  EQ: '=',
  NE: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
  LIKE: 'LIKE',
  BETWEEN: 'BETWEEN',
};

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  attributes?: HTMLAttributes<HTMLElement>;
}

const RowHandle = createContext<HandleContext>({});

/** The drag handle of a row (mouse, touch, or Space + arrow keys). */
function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <span
      ref={setActivatorNodeRef}
      className="gen-edit__handle"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <UnorderedListOutlined />
    </span>
  );
}

/** A table row that can be dragged by its handle. */
function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fafafa' } : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes: attributes as HTMLAttributes<HTMLElement> }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

export interface ColumnsTableProps {
  columns: readonly GenTableColumn[];
  dictTypes: readonly DictTypeOption[];
  onChange: (columns: GenTableColumn[]) => void;
}

/** 字段信息: every column of the table, edited in place, reordered by dragging (`sort`). */
export default function ColumnsTable({ columns, dictTypes, onChange }: ColumnsTableProps) {
  const { t } = useToolsTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const change = (columnId: number, patch: Partial<GenTableColumn>) =>
    onChange(columns.map((column) => (column.columnId === columnId ? { ...column, ...patch } : column)));
  const flag = (key: Flag, title: string) => ({
    key,
    title,
    width: 42,
    align: 'center' as const,
    render: (_: unknown, row: GenTableColumn) => (
      <Checkbox
        aria-label={`${title}: ${row.columnName ?? ''}`}
        checked={ticked(row[key])}
        onChange={(event) => change(row.columnId, { [key]: event.target.checked ? '1' : '0' })}
      />
    ),
  });
  /** A column of one select per row: the TS type, the query type, the display type. */
  const choice = (
    key: 'javaType' | 'queryType' | 'htmlType',
    title: string,
    width: number,
    options: { value: string; label: string }[],
  ) => ({
    key,
    title,
    width,
    render: (_: unknown, row: GenTableColumn) => (
      <Select
        size="small"
        style={{ width: '100%' }}
        aria-label={`${title}: ${row.columnName ?? ''}`}
        value={row[key] ?? undefined}
        popupMatchSelectWidth={false}
        options={options}
        onChange={(value: string) => change(row.columnId, { [key]: value })}
      />
    ),
  });
  const dictOptions = useMemo(
    () => dictTypes.map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` })),
    [dictTypes],
  );

  const tableColumns: TableColumnsType<GenTableColumn> = [
    {
      key: 'drag',
      width: 30,
      align: 'center',
      render: () => <DragHandle label={t('gen.dragHint')} />,
    },
    {
      key: 'index',
      title: t('gen.index'),
      width: 40,
      align: 'center',
      render: (_: unknown, __: GenTableColumn, index: number) => index + 1,
    },
    // a long name is cut, and shown whole on hover
    {
      key: 'columnName',
      title: t('gen.columnName'),
      dataIndex: 'columnName',
      width: 130,
      ellipsis: { showTitle: true },
    },
    {
      key: 'columnComment',
      title: t('gen.columnComment'),
      width: 110,
      render: (_: unknown, row: GenTableColumn) => (
        <Input
          size="small"
          aria-label={`${t('gen.columnComment')}: ${row.columnName ?? ''}`}
          value={row.columnComment ?? ''}
          maxLength={GEN_FIELD_MAX.columnComment}
          onChange={(event) => change(row.columnId, { columnComment: event.target.value })}
        />
      ),
    },
    // the whole type, never cut (`numeric(12,2)`, `timestamp(0)`)
    {
      key: 'columnType',
      title: t('gen.columnType'),
      dataIndex: 'columnType',
      width: 124,
      className: 'gen-edit__type',
    },
    choice(
      'javaType',
      t('gen.javaType'),
      96,
      GEN_TS_TYPES.map((type) => ({ value: type, label: type })),
    ),
    {
      key: 'javaField',
      title: t('gen.javaField'),
      width: 110,
      render: (_: unknown, row: GenTableColumn) => {
        const problem = fieldProblem(row);
        const input = (
          <Input
            size="small"
            aria-label={`${t('gen.javaField')}: ${row.columnName ?? ''}`}
            value={row.javaField ?? ''}
            status={problem ? 'error' : undefined}
            maxLength={GEN_FIELD_MAX.javaField}
            onChange={(event) => change(row.columnId, { javaField: event.target.value })}
          />
        );
        return problem ? (
          <Tooltip title={problem === 'required' ? t('gen.javaFieldRequired') : t('gen.javaFieldPattern')}>
            {input}
          </Tooltip>
        ) : (
          input
        );
      },
    },
    flag('isInsert', t('gen.isInsert')),
    flag('isEdit', t('gen.isEdit')),
    flag('isList', t('gen.isList')),
    flag('isQuery', t('gen.isQuery')),
    // wide enough for BETWEEN with the select's arrow
    choice(
      'queryType',
      t('gen.queryType'),
      124,
      GEN_QUERY_TYPES.map((type) => ({ value: type, label: QUERY_LABELS[type] })),
    ),
    flag('isRequired', t('gen.isRequired')),
    choice(
      'htmlType',
      t('gen.htmlType'),
      124,
      GEN_HTML_TYPES.map((type) => ({ value: type, label: t(`gen.html.${type}`) })),
    ),
    {
      key: 'dictType',
      title: t('gen.dictType'),
      width: 130,
      render: (_: unknown, row: GenTableColumn) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={`${t('gen.dictType')}: ${row.columnName ?? ''}`}
          value={row.dictType || undefined}
          placeholder={t('gen.dictTypePlaceholder')}
          allowClear
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          options={dictOptions}
          onChange={(dictType: string | undefined) => change(row.columnId, { dictType: dictType ?? '' })}
        />
      ),
    },
  ];

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = columns.findIndex((column) => column.columnId === active.id);
    const to = columns.findIndex((column) => column.columnId === over.id);
    if (from >= 0 && to >= 0) onChange(moveColumn(columns, from, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={columns.map((column) => column.columnId)}
        strategy={verticalListSortingStrategy}
      >
        <Table<GenTableColumn>
          className="gen-edit__columns"
          rowKey="columnId"
          size="small"
          tableLayout="fixed"
          columns={tableColumns}
          dataSource={columns as GenTableColumn[]}
          pagination={false}
          scroll={{ x: 1230, y: 'calc(100vh - 330px)' }}
          components={{ body: { row: SortableRow } }}
        />
      </SortableContext>
    </DndContext>
  );
}
