import { useDraggable } from '@dnd-kit/core';
import { useToolsTranslation } from '../../i18n';
import { paletteDragId, type DragData } from './dnd';
import type { ItemKind } from './model/schema';

/** The palette's groups, as RuoYi's 表单构建 has them. */
export const PALETTE: readonly { group: 'inputs' | 'choices' | 'layout'; kinds: readonly ItemKind[] }[] = [
  { group: 'inputs', kinds: ['input', 'textarea', 'password', 'number'] },
  {
    group: 'choices',
    kinds: [
      'select',
      'cascader',
      'radio',
      'checkbox',
      'switch',
      'slider',
      'time',
      'date',
      'dateRange',
      'rate',
      'color',
      'upload',
    ],
  },
  { group: 'layout', kinds: ['row'] },
];

function PaletteEntry({ kind, onAdd }: { kind: ItemKind; onAdd: (kind: ItemKind) => void }) {
  const { t } = useToolsTranslation();
  const data: DragData = { source: 'palette', kind };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(kind), data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`form-build__palette-item${isDragging ? ' is-dragging' : ''}`}
      {...attributes}
      {...listeners}
      onClick={() => onAdd(kind)}
      title={t('build.paletteHint')}
    >
      {t(`build.kind.${kind}`)}
    </button>
  );
}

/** The left pane: what can be put on the form; drag it onto the canvas, or click to append it. */
export function Palette({ onAdd }: { onAdd: (kind: ItemKind) => void }) {
  const { t } = useToolsTranslation();
  return (
    <nav className="form-build__palette" aria-label={t('build.palette')}>
      {PALETTE.map(({ group, kinds }) => (
        <section key={group} aria-label={t(`build.group.${group}`)}>
          <h3 className="form-build__palette-title">{t(`build.group.${group}`)}</h3>
          <div className="form-build__palette-grid">
            {kinds.map((kind) => (
              <PaletteEntry key={kind} kind={kind} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
