/**
 * 主题模式 before the first paint (docs/product.md §2 "Layout settings"): the document of a console
 * address, of login or of register reads the saved layout settings (local storage
 * `layout-setting`, field `themeMode`, as the shell's store does) in its head and marks
 * `<html data-theme="dark">` for 深色, or for 跟随系统 while the system prefers dark, so a reload
 * shows no white flash before the shell's code arrives. The console then keeps the attribute in
 * step (`UiProvider`), the other staff pages by the same rule (`useSavedColorScheme` in the shell).
 * Listed with the document's other inline scripts for its hash (docs/site/document.md "Inline
 * scripts").
 */
export const CONSOLE_THEME_SCRIPT =
  'try{var m=JSON.parse(localStorage.getItem("layout-setting")||"{}").themeMode;' +
  'if(m==="dark"||m==="system"&&matchMedia("(prefers-color-scheme: dark)").matches)' +
  'document.documentElement.dataset.theme="dark"}catch(e){}';

/** The page behind the console while its code loads, dark when the script says so. */
export const CONSOLE_THEME_STYLE = 'html[data-theme="dark"]{color-scheme:dark;background:#000}';
