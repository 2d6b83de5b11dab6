// DevTools' mobile throttling as Lighthouse applies it to a real browser, for the bench's views
// (scripts/bench.ts) and the side by side with ruoyi-ui (scripts/bench/ruoyi.ts).
import type { Page } from 'playwright-core';

/**
 * Lighthouse's `mobileSlow4G` figures for "devtools" throttling: 562.5 ms a request, 1.47 Mbit/s
 * down, 675 kbit/s up, CPU 4x.
 */
export const MOBILE = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/** Lighthouse's mobile conditions on a page (MOBILE: Slow 4G as DevTools applies it, CPU 4x). */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}
