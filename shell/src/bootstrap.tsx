import { createRoot } from 'react-dom/client';
import { initI18n } from '@dis/shared';
import { App } from './App';
import { registerRemotesFromConfig } from './federation/remotes';
import commonEn from './locales/en/common.json';
import commonZh from './locales/zh-cn/common.json';

async function start() {
  initI18n({ namespaces: { common: { 'zh-cn': commonZh, en: commonEn } } });
  await registerRemotesFromConfig();
  const container = document.getElementById('app');
  if (container) createRoot(container).render(<App />);
}

void start();
