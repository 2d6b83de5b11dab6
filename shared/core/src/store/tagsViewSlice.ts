import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteMeta } from '@dis/shared';
import { sessionCleared } from './userSlice';

/** A visited tab (docs/product.md §3). */
export interface VisitedView {
  path: string;
  fullPath: string;
  name?: string;
  query?: Record<string, string>;
  title: string;
  meta?: RouteMeta;
}

export interface TagsViewState {
  visitedViews: VisitedView[];
  /** route names whose pages are kept alive */
  cachedViews: string[];
}

const initialState: TagsViewState = { visitedViews: [], cachedViews: [] };

const isAffix = (v: VisitedView) => Boolean(v.meta?.affix);

export const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState,
  reducers: {
    viewAdded(state, action: PayloadAction<VisitedView>) {
      const view = action.payload;
      if (!state.visitedViews.some((v) => v.path === view.path)) state.visitedViews.push(view);
      if (view.name && !view.meta?.noCache && !state.cachedViews.includes(view.name)) {
        state.cachedViews.push(view.name);
      }
    },
    viewUpdated(state, action: PayloadAction<VisitedView>) {
      const i = state.visitedViews.findIndex((v) => v.path === action.payload.path);
      if (i >= 0) state.visitedViews[i] = { ...state.visitedViews[i], ...action.payload };
    },
    viewDeleted(state, action: PayloadAction<{ path: string; name?: string }>) {
      state.visitedViews = state.visitedViews.filter((v) => v.path !== action.payload.path);
      if (action.payload.name) state.cachedViews = state.cachedViews.filter((n) => n !== action.payload.name);
    },
    cachedViewDeleted(state, action: PayloadAction<string>) {
      state.cachedViews = state.cachedViews.filter((n) => n !== action.payload);
    },
    othersDeleted(state, action: PayloadAction<{ path: string }>) {
      const keep = state.visitedViews.filter((v) => isAffix(v) || v.path === action.payload.path);
      state.visitedViews = keep;
      const names = new Set(keep.map((v) => v.name));
      state.cachedViews = state.cachedViews.filter((n) => names.has(n));
    },
    leftDeleted(state, action: PayloadAction<{ path: string }>) {
      const index = state.visitedViews.findIndex((v) => v.path === action.payload.path);
      if (index < 0) return;
      state.visitedViews = state.visitedViews.filter((v, i) => i >= index || isAffix(v));
      const names = new Set(state.visitedViews.map((v) => v.name));
      state.cachedViews = state.cachedViews.filter((n) => names.has(n));
    },
    rightDeleted(state, action: PayloadAction<{ path: string }>) {
      const index = state.visitedViews.findIndex((v) => v.path === action.payload.path);
      if (index < 0) return;
      state.visitedViews = state.visitedViews.filter((v, i) => i <= index || isAffix(v));
      const names = new Set(state.visitedViews.map((v) => v.name));
      state.cachedViews = state.cachedViews.filter((n) => names.has(n));
    },
    allDeleted(state) {
      state.visitedViews = state.visitedViews.filter(isAffix);
      state.cachedViews = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  viewAdded,
  viewUpdated,
  viewDeleted,
  cachedViewDeleted,
  othersDeleted,
  leftDeleted,
  rightDeleted,
  allDeleted,
} = tagsViewSlice.actions;
