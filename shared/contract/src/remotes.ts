/**
 * The one list of remotes (`remotes.json` beside this file), typed. Everything that names the
 * remotes derives from it: the component-name rule and the shell's `/remotes.json` check
 * (`@dis/shared`), the server's `/remotes.json` answer, static host and `REMOTE_<NAME>_URL`
 * variables, the build / dev / start scripts, the webpack configs and the nginx image
 * (docs/architecture.md "The one list of remotes"). Node scripts read the JSON itself:
 * `require('@dis/contract/remotes.json')`.
 */
import list from './remotes.json';

export interface RemoteApp {
  /** federation container name: `loadRemote('<name>/<module>')`, served at `/mf/<name>/` */
  readonly name: string;
  /** the first segment of a menu component that this remote serves: `tool` in `tool/gen/index` */
  readonly section: string;
  /** the workspace folder at the repository root: `remote-tools` */
  readonly dir: string;
  /** the port of its webpack-dev-server under `npm run dev` */
  readonly devPort: number;
}

export interface ShellApp {
  readonly dir: string;
  readonly devPort: number;
}

export const REMOTES: readonly RemoteApp[] = list.remotes;
export const SHELL_APP: ShellApp = list.shell;

/** The remotes' container names, in the list's order. */
export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);

/** Where a remote is loaded from unless `/remotes.json` says otherwise. */
export const defaultRemoteEntry = (name: string): string => `/mf/${name}/remoteEntry.js`;
