import { useLayoutEffect } from 'react';
import { DEFAULT_THEME, normaliseHex, themeCssVariables } from './themeColour';

/**
 * The console's own styles follow the theme colour through CSS custom properties on the root
 * element (antd follows it through `UiProvider`'s `colorPrimary`); removed when the console goes.
 */
export function useThemeColour(theme: string): void {
  useLayoutEffect(() => {
    const variables = themeCssVariables(normaliseHex(theme) ?? DEFAULT_THEME);
    const { style } = document.documentElement;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [theme]);
}
