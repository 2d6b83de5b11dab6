import type { SysUser } from '@dis/shared';
import { createSlice, sessionCleared, type PayloadAction, type RootState } from '@dis/shared/store';

/** The signed-in user's record from `GET /getInfo` (dept, last login…), beyond what the user slice keeps. */
export interface AccountState {
  user: SysUser | null;
  /**
   * Whether to advise changing the password after sign-in (docs/system/user.md "Password
   * advice"): still the initial one, or older than the configured validity; null once shown.
   */
  passwordAdvice: PasswordAdvice | null;
}

export type PasswordAdvice = 'initial' | 'expired';

const initialState: AccountState = { user: null, passwordAdvice: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountLoaded(state, action: PayloadAction<SysUser>) {
      state.user = action.payload;
    },
    passwordAdviceSet(state, action: PayloadAction<PasswordAdvice | null>) {
      state.passwordAdvice = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { accountLoaded, passwordAdviceSet } = accountSlice.actions;

/** The slice is injected into the one store by the console (see `console/ConsoleApp`). */
export function selectAccountUser(state: RootState): SysUser | null {
  return (state as RootState & { account?: AccountState }).account?.user ?? null;
}

/** The password advice still to show after sign-in, if any. */
export function selectPasswordAdvice(state: RootState): PasswordAdvice | null {
  return (state as RootState & { account?: AccountState }).account?.passwordAdvice ?? null;
}

/** What getInfo's two flags advise: the initial password first, then an expired one. */
export function passwordAdviceOf(info: {
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}): PasswordAdvice | null {
  if (info.isDefaultModifyPwd) return 'initial';
  return info.isPasswordExpired ? 'expired' : null;
}
