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

/** A turn for the browser: what follows runs as a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shell's start, in steps that each leave the browser a turn (docs/site/speed.md "Paint
 * first"): the translator and the remotes' addresses, then React and the app (their own chunk,
 * `mount`), then the first render, each in a task of its own.
 */
async function start() {
  // the modules of this chunk have just run in this task: the start-up code gets its own
  await nextTask();
  initI18n();
  // the start-up words of the shown language download beside the remotes' addresses
  const ready = Promise.all([
    loadNamespace(COMMON_NS, currentLanguage()).catch(() => undefined),
    registerRemotesFromConfig(),
  ]);
  const { firstViewCode, mount } = await import(/* webpackChunkName: "mount" */ './mount');
  await Promise.all([ready, firstViewCode()]);
  // likewise React's modules have just run: the first render starts in a task of its own
  await nextTask();
  const container = document.getElementById('app');
  if (container) mount(container);
}

void start();
