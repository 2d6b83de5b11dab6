import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getCookie, setCookie, SIDEBAR_STATUS_COOKIE, SIZE_COOKIE } from '@dis/shared';

export type Device = 'desktop' | 'mobile';
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean; hide: boolean };
  device: Device;
  size: ComponentSize;
}

const SIZES: ComponentSize[] = ['default', 'medium', 'small', 'mini'];

const initialState = (): AppState => {
  const status = getCookie(SIDEBAR_STATUS_COOKIE);
  const size = getCookie(SIZE_COOKIE) as ComponentSize | undefined;
  return {
    sidebar: { opened: status === undefined ? true : status === '1', withoutAnimation: false, hide: false },
    device: 'desktop',
    size: size && SIZES.includes(size) ? size : 'medium',
  };
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    sidebarToggled(state) {
      if (state.sidebar.hide) return;
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
      setCookie(SIDEBAR_STATUS_COOKIE, state.sidebar.opened ? '1' : '0');
    },
    sidebarClosed(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
      setCookie(SIDEBAR_STATUS_COOKIE, '0');
    },
    sidebarHidden(state, action: PayloadAction<boolean>) {
      state.sidebar.hide = action.payload;
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    sizeChanged(state, action: PayloadAction<ComponentSize>) {
      state.size = action.payload;
      setCookie(SIZE_COOKIE, action.payload);
    },
  },
});

export const { sidebarToggled, sidebarClosed, sidebarHidden, deviceChanged, sizeChanged } = appSlice.actions;
