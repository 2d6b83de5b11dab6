/**
 * `@dis/shared/store`: the one redux store, its slices, and the permission hooks that read it.
 * Redux Toolkit and react-redux are reached through here (see `router/index.ts` for why).
 */
export * from './store';
export * from './userSlice';
export * from './permissionSlice';
export * from './settingsSlice';
export * from './colorScheme';
export * from './appSlice';
export * from './tagsViewSlice';
export * from './useCan';
export { Provider as StoreProvider, useSelector, useDispatch, useStore } from 'react-redux';
export { createSlice, createAsyncThunk, createSelector } from '@reduxjs/toolkit';
export type { PayloadAction, Slice } from '@reduxjs/toolkit';
