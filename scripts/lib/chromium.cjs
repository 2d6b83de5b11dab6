// How every browser of ours starts (the browser tests, the stack's checks, the bench): Debian's
// Chromium (CHROMIUM_PATH overrides), headless, and without the background connections this
// machine's closed network refuses (docs/stack.md "Chromium").
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Chromium reads only the last `--disable-features`, so this one repeats the list Playwright
// passes (playwright-core 1.65's launch switches) and adds the address bar's popup: from Chromium
// 156 on, every new browser context warms it up, a page of Chromium's own in a renderer of its own
// that took 1.3–3 s of CPU beside the page under test on two cores (docs/stack.md "Chromium").
// Only the four together keep it from starting.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const OMNIBOX_POPUP = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP].join(',')}`,
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, OMNIBOX_POPUP };
