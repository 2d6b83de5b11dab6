import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries the fetch of a remote's manifest when the network or the server hiccups (a remote that
 * is being redeployed), a few times with a short pause; a remote that stays down then falls
 * through to the fallback plugin. Written here rather than taken from `@module-federation/retry-plugin`,
 * which brings a second copy of the federation SDK into the shell's entry.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dis-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${String(url)}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS) await wait(DELAY_MS * attempt);
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
