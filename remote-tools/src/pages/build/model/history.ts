import type { FormSchema } from './schema';

/** The undo / redo history of the schema: the present and what came before and after it. */
export interface History {
  past: FormSchema[];
  present: FormSchema;
  future: FormSchema[];
}

/** Steps kept for undo. */
export const HISTORY_LIMIT = 100;

export function startHistory(present: FormSchema): History {
  return { past: [], present, future: [] };
}

/** Records a change (nothing when the schema is the same); a new change forgets the redo steps. */
export function record(history: History, next: FormSchema): History {
  if (next === history.present) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  };
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
