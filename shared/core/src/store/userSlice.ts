import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ROLE, getToken, type UserInfo } from '@dis/shared';
import { avatarUrl } from '@dis/shared/request';

export interface UserState {
  token: string | undefined;
  id: number | undefined;
  name: string;
  nickName: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  /**
   * The server's IANA time zone (`GET /getInfo`'s `timeZone`): every moment the console shows is
   * in it (docs/product.md §9 "One clock"); undefined until getInfo answers, then the browser's.
   */
  timeZone: string | undefined;
  /** `getInfo` answered for this token */
  infoLoaded: boolean;
}

const initialState = (): UserState => ({
  token: getToken(),
  id: undefined,
  name: '',
  nickName: '',
  avatar: '',
  roles: [],
  permissions: [],
  timeZone: undefined,
  infoLoaded: false,
});

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    tokenSet(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userInfoLoaded(
      state,
      action: PayloadAction<{
        id: number;
        name: string;
        nickName: string;
        avatar: string;
        roles: string[];
        permissions: string[];
        timeZone?: string;
      }>,
    ) {
      const { roles, ...rest } = action.payload;
      Object.assign(state, rest);
      state.timeZone = rest.timeZone || undefined;
      // docs/product.md §4: if the server gives no roles, ROLE_DEFAULT is set
      state.roles = roles.length > 0 ? roles : [DEFAULT_ROLE];
      state.infoLoaded = true;
    },
    avatarChanged(state, action: PayloadAction<string>) {
      state.avatar = action.payload;
    },
    /** the user changed their nick name in the personal centre */
    nickNameChanged(state, action: PayloadAction<string>) {
      state.nickName = action.payload;
    },
    sessionCleared() {
      return { ...initialState(), token: undefined };
    },
  },
});

export const { tokenSet, userInfoLoaded, avatarChanged, nickNameChanged, sessionCleared } = userSlice.actions;

/** The signed-in user of the store from a `GET /getInfo` answer, with the roles and permissions it grants. */
export function signedInUser(info: UserInfo & { user: NonNullable<UserInfo['user']> }) {
  const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE];
  const permissions = info.permissions ?? [];
  return {
    roles,
    permissions,
    loaded: userInfoLoaded({
      id: info.user.userId,
      name: info.user.userName,
      nickName: info.user.nickName ?? info.user.userName,
      avatar: avatarUrl(info.user.avatar),
      roles,
      permissions,
      timeZone: info.timeZone,
    }),
  };
}
