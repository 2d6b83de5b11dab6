import type { SiteSeed } from '@dis/contract/site';
import { currentLanguage, initI18n, loadNamespace } from '@dis/shared';
import { registerRemotesFromConfig } from './federation/remotes';
import { COMMON_NS } from './words/words';

declare global {
  interface Window {
    /** the words and answers a server-rendered page was made with (docs/site/rendering.md) */
    __DIS_SITE__?: SiteSeed;
  }
}

/**
 * The shell's start, in steps that each leave the browser a turn (docs/site/speed.md "Paint
 * first"): the translator and the remotes' addresses, then React and the app (their own chunk,
 * `mount`), then the first render.
 */
async function start() {
  initI18n();
  // the start-up words of the shown language download beside the remotes' addresses
  const ready = Promise.all([
    loadNamespace(COMMON_NS, currentLanguage()).catch(() => undefined),
    registerRemotesFromConfig(),
  ]);
  const { mount } = await import(/* webpackChunkName: "mount" */ './mount');
  await ready;
  const container = document.getElementById('app');
  if (container) mount(container);
}

void start();
