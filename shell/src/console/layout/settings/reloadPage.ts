/** Reloads the page (重置配置 starts over with the defaults). */
export function reloadPage(): void {
  window.location.reload();
}
