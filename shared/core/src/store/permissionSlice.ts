import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteEntry } from '@dis/shared';
import { sessionCleared } from './userSlice';

export interface PermissionState {
  /** the tree `GET /getRouters` answered, as sent */
  serverRoutes: RouteEntry[];
  /** what the sidebar shows: constant + server routes (top-nav mode narrows it to one section) */
  sidebarRoutes: RouteEntry[];
  /** the full sidebar list, restored when top-nav mode is turned off */
  defaultRoutes: RouteEntry[];
  /** the sections shown in the top menu in top-nav mode */
  topbarRoutes: RouteEntry[];
  /** front-end-only hidden routes the user may open (docs/product.md §2 permission-gated routes) */
  dynamicRoutes: RouteEntry[];
  loaded: boolean;
}

const initialState: PermissionState = {
  serverRoutes: [],
  sidebarRoutes: [],
  defaultRoutes: [],
  topbarRoutes: [],
  dynamicRoutes: [],
  loaded: false,
};

export const permissionSlice = createSlice({
  name: 'permission',
  initialState,
  reducers: {
    routesLoaded(
      state,
      action: PayloadAction<{
        serverRoutes: RouteEntry[];
        sidebarRoutes: RouteEntry[];
        dynamicRoutes: RouteEntry[];
      }>,
    ) {
      state.serverRoutes = action.payload.serverRoutes;
      state.sidebarRoutes = action.payload.sidebarRoutes;
      state.defaultRoutes = action.payload.sidebarRoutes;
      state.topbarRoutes = action.payload.sidebarRoutes;
      state.dynamicRoutes = action.payload.dynamicRoutes;
      state.loaded = true;
    },
    sidebarRoutesSet(state, action: PayloadAction<RouteEntry[]>) {
      state.sidebarRoutes = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { routesLoaded, sidebarRoutesSet } = permissionSlice.actions;
