// jsdom lacks a few browser APIs that antd and react-router 7 use.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  window.scrollTo = () => {};
  // no canvas in jsdom (antd's Watermark draws on one and skips drawing without it); a test that
  // needs a drawing gives its own context
  window.HTMLCanvasElement.prototype.getContext = () => null;
  // jsdom cannot compute pseudo-element styles, which antd asks for (scrollbar measuring)
  const computeStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computeStyle(element);
  // antd's Form batches field watchers in a macrotask through MessageChannel, which jsdom lacks
  globalThis.MessageChannel ??= class {
    constructor() {
      const port1 = { onmessage: null, close() {} };
      this.port1 = port1;
      this.port2 = { postMessage: (data) => setTimeout(() => port1.onmessage?.({ data }), 0), close() {} };
    }
  };
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
