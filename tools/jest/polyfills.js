// jsdom lacks what antd and react-router 7 need (see ../shared/reference/stack-notes.md).
const { TextEncoder, TextDecoder } = require('util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;

// matchMedia that really evaluates min/max-width against innerWidth, so responsive antd parts render as they would.
function evaluate(query) {
  const width = window.innerWidth;
  return query.split(',').some((part) => {
    const conditions = part.match(/\((min|max)-width:\s*(\d+)px\)/g) || [];
    if (conditions.length === 0) return false;
    return conditions.every((c) => {
      const [, kind, px] = /\((min|max)-width:\s*(\d+)px\)/.exec(c);
      return kind === 'min' ? width >= Number(px) : width <= Number(px);
    });
  });
}
if (typeof window !== 'undefined') {
  window.matchMedia = (query) => ({
    matches: evaluate(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  });
  class ResizeObserver { observe() {} unobserve() {} disconnect() {} }
  window.ResizeObserver = window.ResizeObserver || ResizeObserver;
  global.ResizeObserver = window.ResizeObserver;
  const original = window.getComputedStyle;
  window.getComputedStyle = (elt) => original.call(window, elt);
  window.scrollTo = () => {};
}

// jsdom has no MessageChannel; antd 6's Form posts a macrotask through one whenever a field
// registers. A timer gives the same "after this task" timing without holding the process open.
if (typeof window !== 'undefined' && typeof window.MessageChannel === 'undefined') {
  class MessageChannelPolyfill {
    constructor() {
      const port1 = { onmessage: null, close() {} };
      this.port1 = port1;
      this.port2 = {
        postMessage(data) {
          setTimeout(() => {
            if (typeof port1.onmessage === 'function') port1.onmessage({ data });
          }, 0);
        },
        close() {},
      };
    }
  }
  window.MessageChannel = MessageChannelPolyfill;
  global.MessageChannel = MessageChannelPolyfill;
}
