import type { SysUser } from '@dis/shared';
import { createSlice, sessionCleared, type PayloadAction, type RootState } from '@dis/shared/store';

/** The signed-in user's record from `GET /getInfo` (dept, last login…), beyond what the user slice keeps. */
export interface AccountState {
  user: SysUser | null;
}

const initialState: AccountState = { user: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountLoaded(state, action: PayloadAction<SysUser>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { accountLoaded } = accountSlice.actions;

/** The slice is injected into the one store by the console (see `console/ConsoleApp`). */
export function selectAccountUser(state: RootState): SysUser | null {
  return (state as RootState & { account?: AccountState }).account?.user ?? null;
}
