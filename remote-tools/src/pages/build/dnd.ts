import {
  closestCenter,
  pointerWithin,
  type Active,
  type ClientRect,
  type CollisionDetection,
  type Over,
} from '@dnd-kit/core';
import { containerIds, ROOT, type Place } from './model/operations';
import type { FormSchema, ItemKind } from './model/schema';

/** What a draggable carries: a palette entry (a new item) or an item of the canvas. */
export type DragData =
  { source: 'palette'; kind: ItemKind } | { source: 'canvas'; kind: ItemKind; label: string };

/**
 * What a drop target says about itself. Depth: the canvas 0, its items 1, a row's columns 2,
 * their items 3; the deepest target under the pointer wins.
 */
export type DropData =
  | { type: 'container'; container: string; depth: 0 | 2; rowId?: string }
  | { type: 'item'; container: string; index: number; depth: 1 | 3; span: number; rowId?: string };

export const containerDropId = (container: string) => `container:${container}`;
export const paletteDragId = (kind: ItemKind) => `palette:${kind}`;

/**
 * The deepest target under the pointer; rows never go into columns, and an item is never dropped
 * on itself or into itself. Without a pointer (the keyboard) the closest target.
 */
export const designerCollisions: CollisionDetection = (args) => {
  const active = args.active;
  const data = active.data.current as DragData | undefined;
  const movingRow = data?.kind === 'row';
  const droppableContainers = args.droppableContainers.filter((container) => {
    const drop = container.data.current as DropData | undefined;
    if (!drop || container.id === active.id) return false;
    if (drop.rowId !== undefined && drop.rowId === active.id) return false;
    return !(movingRow && drop.depth >= 2);
  });
  const scoped = { ...args, droppableContainers };
  const hits = args.pointerCoordinates ? pointerWithin(scoped) : closestCenter(scoped);
  if (hits.length <= 1) return hits;
  const depthOf = (id: string | number) =>
    (droppableContainers.find((c) => c.id === id)?.data.current as DropData | undefined)?.depth ?? -1;
  const deepest = hits.reduce((best, hit) => (depthOf(hit.id) > depthOf(best.id) ? hit : best));
  return [deepest];
};

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** Where a drop would put the dragged item: the container and index (before the move). */
export function dropPlace(schema: FormSchema, active: Active, over: Over | null): Place | null {
  const drop = over?.data.current as DropData | undefined;
  if (!over || !drop) return null;
  if (drop.type === 'container') {
    return { container: drop.container, index: containerIds(schema, drop.container).length };
  }
  const dragged = active.rect.current.translated;
  if (!dragged) return { container: drop.container, index: drop.index };
  const from = centre(dragged);
  const to = centre(over.rect);
  // side by side (narrow fields) by the horizontal centre, stacked ones by the vertical
  const after =
    drop.span < 24 && Math.abs(from.y - to.y) < over.rect.height / 2 ? from.x > to.x : from.y > to.y;
  return { container: drop.container, index: drop.index + (after ? 1 : 0) };
}

export const samePlace = (a: Place | null, b: Place | null) =>
  a === b || (a !== null && b !== null && a.container === b.container && a.index === b.index);

export { ROOT };
