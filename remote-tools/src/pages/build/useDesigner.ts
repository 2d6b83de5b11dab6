import { useCallback, useEffect, useReducer } from 'react';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './model/history';
import { parseSchema, schemaToJson } from './model/importSchema';
import { findItem } from './model/operations';
import { emptySchema, type FormSchema } from './model/schema';

/** Where the draft is kept in the browser: one draft, restored on return, removed by 清空. */
export const DRAFT_KEY = 'tools-build-draft';

interface State {
  history: History;
  selectedId: string | null;
  /** the last coalescing edit: further keystrokes in the same box make one undo step */
  lastEdit: string | null;
}

type Action =
  | { type: 'change'; next: FormSchema; select?: string | null; coalesce?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | null };

function keepSelection(schema: FormSchema, id: string | null): string | null {
  return id && findItem(schema, id) ? id : null;
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'change': {
      if (action.next === state.history.present) return state;
      const coalesced = action.coalesce !== undefined && action.coalesce === state.lastEdit;
      const history = coalesced
        ? { ...state.history, present: action.next, future: [] }
        : record(state.history, action.next);
      const wanted = action.select === undefined ? state.selectedId : action.select;
      return { history, selectedId: keepSelection(action.next, wanted), lastEdit: action.coalesce ?? null };
    }
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return { history, selectedId: keepSelection(history.present, state.selectedId), lastEdit: null };
    }
    case 'select':
      return { ...state, selectedId: action.id, lastEdit: null };
  }
}

function readDraft(): FormSchema {
  try {
    const text = window.localStorage.getItem(DRAFT_KEY);
    if (text) {
      const result = parseSchema(text);
      if (result.ok) return result.schema;
    }
  } catch {
    // storage unavailable: start empty
  }
  return emptySchema();
}

function writeDraft(schema: FormSchema): void {
  try {
    if (schema.items.length === 0) window.localStorage.removeItem(DRAFT_KEY);
    else window.localStorage.setItem(DRAFT_KEY, schemaToJson(schema));
  } catch {
    // storage full or unavailable: the draft lives on in the page
  }
}

/** The designer's state: the schema with its undo history, the selection, the kept draft. */
export function useDesigner() {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    history: startHistory(readDraft()),
    selectedId: null,
    lastEdit: null,
  }));
  const schema = state.history.present;

  useEffect(() => writeDraft(schema), [schema]);

  const change = useCallback(
    (next: FormSchema, options: { select?: string | null; coalesce?: string } = {}) =>
      dispatch({ type: 'change', next, ...options }),
    [],
  );
  const select = useCallback((id: string | null) => dispatch({ type: 'select', id }), []);
  const doUndo = useCallback(() => dispatch({ type: 'undo' }), []);
  const doRedo = useCallback(() => dispatch({ type: 'redo' }), []);

  return {
    schema,
    selectedId: state.selectedId,
    selected: findItem(schema, state.selectedId),
    change,
    select,
    undo: doUndo,
    redo: doRedo,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
