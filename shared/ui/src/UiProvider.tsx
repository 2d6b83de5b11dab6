import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from '@dis/shared';
import { useAppSelector, useDarkMode, type ComponentSize } from '@dis/shared/store';
import { DownloadMask } from './download/DownloadMask';
import { UI_NS } from './i18n';
import './theme/dark.css';

/**
 * antd has three sizes; the console's four (docs/product.md §2 size selector) map onto them, and Mini is
 * antd's small with tighter tokens (smaller type, 20 px controls) so it is a size of its own.
 */
const ANTD_SIZE: Record<ComponentSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

const MINI_TOKENS = {
  fontSize: 12,
  fontSizeSM: 11,
  controlHeightSM: 20,
  paddingXS: 6,
  paddingXXS: 2,
} as const;

/**
 * The one antd ConfigProvider of the console: theme colour from the layout settings, component
 * size from the size selector, light or dark from 主题模式 (docs/product.md §2; also written on
 * `<html data-theme>` for our own CSS), antd and dayjs locale from the current language. Messages and
 * dialogs (`feedback`) are rendered outside this tree, so they get the same configuration
 * through `ConfigProvider.config({ holderRender })`. It also holds the download mask.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const colorPrimary = useAppSelector((s) => s.settings.theme);
  const size = useAppSelector((s) => s.app.size);
  const dark = useDarkMode();
  // the kit's words of the shown language are in before any console component renders
  const { lang } = useTranslation(UI_NS);
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  const locale = lang === 'en' ? enUS : zhCN;
  const theme = useMemo<ThemeConfig>(
    () => ({
      algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { colorPrimary, borderRadius: 4, ...(size === 'mini' ? MINI_TOKENS : {}) },
    }),
    [colorPrimary, size, dark],
  );

  // the console's own colours follow `html[data-theme="dark"]`; a public page shown after it is light
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    return () => {
      delete root.dataset.theme;
    };
  }, [dark]);

  useEffect(() => {
    ConfigProvider.config({
      holderRender: (holder) => (
        <ConfigProvider locale={locale} componentSize={ANTD_SIZE[size]} theme={theme}>
          {holder}
        </ConfigProvider>
      ),
    });
  }, [locale, size, theme]);

  return (
    <ConfigProvider locale={locale} componentSize={ANTD_SIZE[size]} theme={theme}>
      {children}
      <DownloadMask />
    </ConfigProvider>
  );
}
