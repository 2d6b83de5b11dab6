// jsdom lacks a few browser APIs that antd and react-router 7 use.
const { TextEncoder, TextDecoder } = require('node:util');
const cssom = require('rrweb-cssom');

/** The declarations a test can tell apart in jsdom: what hides an element, what makes it a block. */
const TELLING = ['display', 'visibility'];

/** `css` with only its TELLING declarations, and only the rules that still have one. */
function telling(css) {
  const keep = (rules) => {
    let out = '';
    for (const rule of rules) {
      if (rule.media && rule.cssRules) {
        const inner = keep(rule.cssRules);
        if (inner) out += `@media ${rule.media.mediaText}{${inner}}`;
      } else if (rule.style && rule.selectorText) {
        const declarations = TELLING.filter((name) => rule.style.getPropertyValue(name))
          .map((name) => {
            const important = rule.style.getPropertyPriority(name) ? '!important' : '';
            return `${name}:${rule.style.getPropertyValue(name)}${important}`;
          })
          .join(';');
        if (declarations) out += `${rule.selectorText}{${declarations}}`;
      }
    }
    return out;
  };
  try {
    return keep(cssom.parse(css).cssRules);
  } catch {
    return css;
  }
}

/**
 * antd's styles made at render (CSS-in-JS: thousands of rules) reduced, in the document, to the
 * declarations jsdom and Testing Library act on: whether an element is shown (display, visibility:
 * what `getByRole` leaves out, a leaf row's spaced expand button) and whether it is a block (the
 * spaces of an accessible name). jsdom matches every rule of every stylesheet against an element
 * each time its style is read, and Testing Library reads the style of every element it walks, so a
 * page test spent most of its time matching selectors no test can tell apart. The style elements
 * still answer the text antd wrote (it compares before it writes again).
 */
function keepOnlyWhatHides(window) {
  const element = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML');
  const written = Symbol('css as written');
  Object.defineProperty(window.HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    enumerable: true,
    get() {
      return this[written] ?? element.get.call(this);
    },
    set(css) {
      // the styles of @rc-component/util's updateCSS (antd's CSS-in-JS) only
      if (!this.hasAttribute('data-rc-order')) {
        this[written] = undefined;
        element.set.call(this, css);
        return;
      }
      this[written] = css;
      element.set.call(this, telling(String(css)));
    },
  });
}
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
  keepOnlyWhatHides(window);
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
