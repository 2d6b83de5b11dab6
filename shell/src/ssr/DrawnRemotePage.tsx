/**
 * The server render's stand-in for `federation/RemotePage` (the shell's render build swaps it in,
 * `shell/webpack.config.js`): the page is the markup its remote's render drew
 * (docs/site/rendering.md "The console's first view"), set by `renderConsole` for its render.
 */
export { RemoteUnavailable, RemoteUnavailableError } from '../federation/RemotePage';

let drawnPage = '';

/** The page's markup for the render about to run (renders run one at a time). */
export function setDrawnPage(html: string): void {
  drawnPage = html;
}

/** Where the console shows a remote page: the markup its remote drew. */
export function RemotePage() {
  return <div className="console-page-drawn" dangerouslySetInnerHTML={{ __html: drawnPage }} />;
}
