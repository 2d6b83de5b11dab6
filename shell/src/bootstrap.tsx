import { createRoot } from 'react-dom/client';
import { currentLanguage, initI18n, loadNamespace } from '@dis/shared';
import { App } from './App';
import { registerRemotesFromConfig } from './federation/remotes';
import { COMMON_NS } from './words/words';

async function start() {
  initI18n();
  // the start-up words of the shown language download beside the remotes' addresses
  await Promise.all([
    loadNamespace(COMMON_NS, currentLanguage()).catch(() => undefined),
    registerRemotesFromConfig(),
  ]);
  const container = document.getElementById('app');
  if (container) createRoot(container).render(<App />);
}

void start();
