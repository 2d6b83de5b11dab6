import { createRoot } from 'react-dom/client';
import { initI18n } from '@dis/shared';
import { registerRemotesFromConfig } from './federation/remotes';
import { BrowserRouter } from '@dis/shared';
import { RemotePage } from './federation/RemotePage';
import commonZh from './locales/zh-cn/common.json';
import commonEn from './locales/en/common.json';

async function start() {
  await Promise.all([
    registerRemotesFromConfig(),
    initI18n({ namespaces: { common: { 'zh-cn': commonZh, en: commonEn } } }),
  ]);
  createRoot(document.getElementById('app')!).render(<BrowserRouter><RemotePage request="system/user/index" loading={<p>loading</p>} /></BrowserRouter>);
}

void start();
