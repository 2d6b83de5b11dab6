import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { appSlice } from './appSlice';
import { permissionSlice } from './permissionSlice';
import { settingsSlice } from './settingsSlice';
import { tagsViewSlice } from './tagsViewSlice';
import { userSlice } from './userSlice';

/** The shell's slices; remotes add their own with `injectSlice`. */
const rootReducer = combineSlices(userSlice, permissionSlice, appSlice, settingsSlice, tagsViewSlice);

export type RootState = ReturnType<typeof rootReducer>;

function makeStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let store: AppStore | undefined;

/** The one store (a federation singleton through `@dis/shared`); created on first use. */
export function getStore(): AppStore {
  store ??= makeStore();
  return store;
}

/** A fresh store, for tests. */
export function createTestStore(): AppStore {
  return makeStore();
}

/**
 * A remote adds its own slice when its page loads. Its state is then at `state[slice.name]`;
 * read it with `useSelector((s: RootState & { [name]: S }) => …)`.
 */
export function injectSlice(slice: Slice): void {
  rootReducer.inject(slice as never);
  // the combined reducer picks the new slice up on the next action; dispatch one so it has a state now
  getStore().dispatch({ type: `@@dis/inject/${slice.name}` });
}

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The server's time zone, to show moments in (docs/product.md §9 "One clock"). */
export const useServerTimeZone = (): string | undefined => useAppSelector((s) => s.user.timeZone);
