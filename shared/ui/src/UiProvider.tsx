import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from '@dis/shared';
import { useAppSelector, type ComponentSize } from '@dis/shared/store';
import { DownloadMask } from './download/DownloadMask';
import { UI_NS } from './i18n';

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
 * size from the size selector, antd and dayjs locale from the current language. Messages and
 * dialogs (`feedback`) are rendered outside this tree, so they get the same configuration
 * through `ConfigProvider.config({ holderRender })`. It also holds the download mask.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const colorPrimary = useAppSelector((s) => s.settings.theme);
  const size = useAppSelector((s) => s.app.size);
  // the kit's words of the shown language are in before any console component renders
  const { lang } = useTranslation(UI_NS);
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  const locale = lang === 'en' ? enUS : zhCN;
  const theme = useMemo<ThemeConfig>(
    () => ({
      algorithm: antdTheme.defaultAlgorithm,
      token: { colorPrimary, borderRadius: 4, ...(size === 'mini' ? MINI_TOKENS : {}) },
    }),
    [colorPrimary, size],
  );

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
