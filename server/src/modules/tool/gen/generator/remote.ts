import { REMOTES } from '@dis/contract/remotes';
import type { RepoReader } from './types';
import { GenerateRefusal } from './types';

/** The remote that serves a section, with its words' namespace and translation hook. */
export interface RemoteWords {
  /** `remote-tools` */
  dir: string;
  /** `tools`: the locale namespace, also the JSON file's name */
  namespace: string;
  /** `useToolsTranslation` */
  hook: string;
  /** the i18n module from a page folder: `../../i18n` */
  i18nImport: string;
  /** `remote-tools/src/locales/zh-cn/tools.json` */
  localeFiles: { 'zh-cn': string; en: string };
}

/** Where a remote declares its console words: `src/i18n.ts`, or the content desk's. */
const I18N_MODULES = ['src/i18n.ts', 'src/desk/i18n.ts'];

/** Reads the remote of `section` (the one list of remotes) and its words' declaration from the repository. */
export async function remoteOf(section: string, repo: RepoReader): Promise<RemoteWords> {
  const remote = REMOTES.find((one) => one.section === section);
  if (!remote) throw new GenerateRefusal('anchor', `shared/contract/src/remotes.json#${section}`);
  for (const file of I18N_MODULES) {
    const source = await repo(`${remote.dir}/${file}`);
    if (source === null) continue;
    const namespace = /declareNamespace\(\s*'([^']+)'/.exec(source)?.[1];
    const hook = /export function (use\w+Translation)\(/.exec(source)?.[1];
    if (!namespace || !hook) throw new GenerateRefusal('anchor', `${remote.dir}/${file}`);
    const folder = file.slice('src/'.length, -'i18n.ts'.length);
    return {
      dir: remote.dir,
      namespace,
      hook,
      i18nImport: `../../${folder}i18n`,
      localeFiles: {
        'zh-cn': `${remote.dir}/src/locales/zh-cn/${namespace}.json`,
        en: `${remote.dir}/src/locales/en/${namespace}.json`,
      },
    };
  }
  throw new GenerateRefusal('anchor', `${remote.dir}/src/i18n.ts`);
}
