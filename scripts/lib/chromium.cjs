// How every browser of ours starts (the browser tests, the stack's checks, the bench): Debian's
// Chromium (CHROMIUM_PATH overrides), headless, and without the background connections this
// machine's closed network refuses (docs/stack.md).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
