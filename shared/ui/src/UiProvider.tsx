import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from '@dis/shared';
import { useAppSelector, useDarkMode, type ComponentSize } from '@dis/shared/store';
// antd's component styles as antd ships them (theme.zeroRuntime below; docs/site/speed.md "antd's styles")
import './theme/antdStatic.css';
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

/**
 * antd's stylesheet instead of styles made in the browser (docs/site/speed.md "antd's styles").
 * Not under jest: the tests' DOM loads no stylesheet, and antd's run-time styles are what tells it
 * which parts are hidden (a leaf row's spaced expand button, for one).
 */
const STATIC_STYLES = process.env.NODE_ENV !== 'test';

const MINI_TOKENS = {
  fontSize: 12,
  fontSizeSM: 11,
  controlHeightSM: 20,
  paddingXS: 6,
  paddingXXS: 2,
} as const;

/**
 * The console's antd configuration: theme colour from the layout settings, component size from
 * the size selector, light or dark from 主题模式 (docs/product.md §2), antd's locale from the current
 * language; no component style made in the browser (`zeroRuntime`, docs/site/speed.md "antd's
 * styles"). `UiProvider` gives it to the console; `@dis/ui/form` gives it to the Form it exports,
 * which a remote may have built with its own copy of antd (docs/architecture.md "One of each").
 */
export function useAntdConfig(): Pick<ConfigProviderProps, 'locale' | 'componentSize' | 'theme'> {
  const colorPrimary = useAppSelector((s) => s.settings.theme);
  const size = useAppSelector((s) => s.app.size);
  const dark = useDarkMode();
  // the kit's words of the shown language are in before any console component renders
  const { lang } = useTranslation(UI_NS);
  return useMemo(
    () => ({
      locale: lang === 'en' ? enUS : zhCN,
      componentSize: ANTD_SIZE[size],
      theme: {
        zeroRuntime: STATIC_STYLES,
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary, borderRadius: 4, ...(size === 'mini' ? MINI_TOKENS : {}) },
      },
    }),
    [colorPrimary, size, dark, lang],
  );
}

/**
 * The one antd ConfigProvider of the console (`useAntdConfig`), which also writes 主题模式 on
 * `<html data-theme>` for our own CSS and sets dayjs's locale. Messages and dialogs (`feedback`)
 * are rendered outside this tree, so they get the same configuration through
 * `ConfigProvider.config({ holderRender })`. It also holds the download mask.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const config = useAntdConfig();
  const dark = useDarkMode();
  dayjs.locale(config.locale === enUS ? 'en' : 'zh-cn');

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
      holderRender: (holder) => <ConfigProvider {...config}>{holder}</ConfigProvider>,
    });
  }, [config]);

  return (
    <ConfigProvider {...config}>
      {children}
      <DownloadMask />
    </ConfigProvider>
  );
}
