import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  CodeOutlined,
  DeleteOutlined,
  EyeOutlined,
  feedback,
  FileTextOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  Space,
  Tooltip,
  UploadOutlined,
} from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { Canvas } from './Canvas';
import { designerCollisions, dropPlace, samePlace, type DragData } from './dnd';
import type { ExportKind } from './ExportDialog';
import { addItem, copyItem, moveItem, removeItem, type NewItemWords, type Place } from './model/operations';
import { emptySchema, type ItemKind } from './model/schema';
import { Palette } from './Palette';
import { PropertiesPanel } from './PropertiesPanel';
import { useDesigner } from './useDesigner';
import './build.css';

const PreviewDialog = lazy(() => import('./PreviewDialog'));
const ExportDialog = lazy(() => import('./ExportDialog'));
const ImportDialog = lazy(() => import('./ImportDialog'));

type Dialog = { kind: 'preview' } | { kind: 'export'; as: ExportKind } | { kind: 'import' } | null;

/** Typing in a box keeps its own undo (Ctrl+Z); the designer's applies elsewhere. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** 表单构建: a palette, the canvas and the properties; preview, export, import; a kept draft. */
export default function BuildPage() {
  const { t } = useToolsTranslation();
  const designer = useDesigner();
  const { schema, change, select, undo, redo } = designer;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragged, setDragged] = useState<{ label: string } | null>(null);
  const [dropAt, setDropAt] = useState<Place | null>(null);

  const words: NewItemWords = useMemo(
    () => ({ label: (kind) => t(`build.kind.${kind}`), option: (n) => t('build.optionN', { n }) }),
    [t],
  );

  const append = useCallback(
    (kind: ItemKind, place?: Place) => {
      const added = addItem(schema, kind, words, place);
      change(added.schema, { select: added.id });
    },
    [schema, words, change],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isEditable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragged({ label: data?.source === 'canvas' ? data.label : t(`build.kind.${data?.kind ?? 'input'}`) });
  };
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const next = dropPlace(schema, active, over);
    setDropAt((current) => (samePlace(current, next) ? current : next));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const place = dropPlace(schema, active, over);
    setDragged(null);
    setDropAt(null);
    const data = active.data.current as DragData | undefined;
    if (!place || !data) return;
    if (data.source === 'palette') {
      append(data.kind, place);
    } else {
      change(moveItem(schema, String(active.id), place));
    }
  };
  const onDragCancel = () => {
    setDragged(null);
    setDropAt(null);
  };

  const clear = async () => {
    const confirmed = await feedback.confirm({
      title: t('build.clearTitle'),
      content: t('build.clearQuestion'),
      okText: t('build.clearOk'),
      okButtonProps: { danger: true },
    });
    if (confirmed) change(emptySchema(), { select: null });
  };

  const empty = schema.items.length === 0;
  return (
    <div className="form-build">
      <DndContext
        sensors={sensors}
        collisionDetection={designerCollisions}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          screenReaderInstructions: { draggable: t('build.dragInstructions') },
        }}
      >
        <Palette onAdd={(kind) => append(kind)} />
        <main className="form-build__main">
          <div className="form-build__toolbar" role="toolbar" aria-label={t('build.toolbar')}>
            <Space size={4} wrap>
              <Tooltip title={`${t('build.undo')} (${t('build.undoKey')})`}>
                <Button
                  icon={<RotateLeftOutlined />}
                  aria-label={t('build.undo')}
                  disabled={!designer.canUndo}
                  onClick={undo}
                />
              </Tooltip>
              <Tooltip title={`${t('build.redo')} (${t('build.redoKey')})`}>
                <Button
                  icon={<RotateRightOutlined />}
                  aria-label={t('build.redo')}
                  disabled={!designer.canRedo}
                  onClick={redo}
                />
              </Tooltip>
            </Space>
            <Space size={4} wrap>
              <Button icon={<EyeOutlined />} disabled={empty} onClick={() => setDialog({ kind: 'preview' })}>
                {t('build.preview')}
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                {t('build.import.button')}
              </Button>
              <Button
                icon={<FileTextOutlined />}
                disabled={empty}
                onClick={() => setDialog({ kind: 'export', as: 'json' })}
              >
                {t('build.exportJson')}
              </Button>
              <Button
                icon={<CodeOutlined />}
                disabled={empty}
                onClick={() => setDialog({ kind: 'export', as: 'tsx' })}
              >
                {t('build.exportCode')}
              </Button>
              <Button danger icon={<DeleteOutlined />} disabled={empty} onClick={() => void clear()}>
                {t('build.clear')}
              </Button>
            </Space>
          </div>
          <Canvas
            schema={schema}
            selectedId={designer.selectedId}
            dropAt={dropAt}
            dragging={dragged !== null}
            onSelect={select}
            onCopy={(id) => {
              const copied = copyItem(schema, id);
              change(copied.schema, { select: copied.id });
            }}
            onRemove={(id) => change(removeItem(schema, id), { select: null })}
          />
        </main>
        <DragOverlay dropAnimation={null}>
          {dragged ? <div className="form-build__drag-chip">{dragged.label}</div> : null}
        </DragOverlay>
      </DndContext>
      <PropertiesPanel schema={schema} selected={designer.selected} change={change} />
      <Suspense fallback={null}>
        {dialog?.kind === 'preview' ? (
          <PreviewDialog schema={schema} onClose={() => setDialog(null)} />
        ) : null}
        {dialog?.kind === 'export' ? (
          <ExportDialog schema={schema} kind={dialog.as} onClose={() => setDialog(null)} />
        ) : null}
        {dialog?.kind === 'import' ? (
          <ImportDialog
            onClose={() => setDialog(null)}
            onImport={(imported) => {
              change(imported, { select: null });
              setDialog(null);
              feedback.message.success(t('build.import.done'));
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
