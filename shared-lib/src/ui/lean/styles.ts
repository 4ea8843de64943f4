// The lean facade's one stylesheet, injected once. Colours are CSS variables switched by
// <html data-skin="dark">; spacing uses logical properties so right-to-left pages mirror by themselves.
import { useInsertionEffect } from 'react';

export const LEAN_STYLE_ID = 'cadence-lean-ui';

export const LEAN_CSS = `
:root {
  --cl-bg: #ffffff; --cl-surface: #ffffff; --cl-text: #1f2329; --cl-muted: #5c6370; --cl-border: #d0d5dd;
  --cl-primary: #5b3fd6; --cl-primary-text: #ffffff; --cl-focus: #1d6cf2;
  --cl-error: #b42318; --cl-error-bg: #fef3f2; --cl-success: #067647; --cl-success-bg: #ecfdf3;
  --cl-info: #175cd3; --cl-info-bg: #eff8ff; --cl-radius: 6px;
}
html[data-skin="dark"] {
  --cl-bg: #141414; --cl-surface: #1f1f1f; --cl-text: #e8e8e8; --cl-muted: #a3a3a3; --cl-border: #424242;
  --cl-primary: #9e8cfc; --cl-primary-text: #14112b; --cl-focus: #7cb4ff;
  --cl-error: #ffb4ab; --cl-error-bg: #3b1513; --cl-success: #75e0a7; --cl-success-bg: #0f2e1f;
  --cl-info: #9ecbff; --cl-info-bg: #0f2340;
}
.cl-field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 16px; text-align: start; }
.cl-label { color: var(--cl-text); font-size: 14px; font-weight: 500; }
.cl-input, .cl-select {
  box-sizing: border-box;
  font: inherit; color: var(--cl-text); background: var(--cl-surface); border: 1px solid var(--cl-border);
  border-radius: var(--cl-radius); padding-block: 8px; padding-inline: 12px; min-height: 40px;
}
.cl-input[aria-invalid="true"] { border-color: var(--cl-error); }
.cl-error { color: var(--cl-error); font-size: 13px; }
.cl-button {
  font: inherit; cursor: pointer; border-radius: var(--cl-radius); padding-block: 8px; padding-inline: 16px;
  min-height: 40px; border: 1px solid var(--cl-primary); background: var(--cl-primary); color: var(--cl-primary-text);
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
}
.cl-button[data-variant="secondary"] { background: transparent; color: var(--cl-primary); }
.cl-button[data-variant="link"] { background: transparent; border-color: transparent; color: var(--cl-primary); padding-inline: 4px; }
.cl-button[data-block="true"] { inline-size: 100%; }
.cl-button:disabled { opacity: 0.6; cursor: not-allowed; }
.cl-input:focus-visible, .cl-select:focus-visible, .cl-button:focus-visible, .cl-checkbox input:focus-visible {
  outline: 2px solid var(--cl-focus); outline-offset: 2px;
}
.cl-checkbox { display: inline-flex; align-items: center; gap: 8px; color: var(--cl-text); cursor: pointer; }
.cl-checkbox input { inline-size: 16px; block-size: 16px; accent-color: var(--cl-primary); margin: 0; }
.cl-alert { border-radius: var(--cl-radius); padding-block: 10px; padding-inline: 14px; margin-block-end: 16px; border: 1px solid; text-align: start; }
.cl-alert[data-type="error"] { color: var(--cl-error); background: var(--cl-error-bg); border-color: var(--cl-error); }
.cl-alert[data-type="success"] { color: var(--cl-success); background: var(--cl-success-bg); border-color: var(--cl-success); }
.cl-alert[data-type="info"] { color: var(--cl-info); background: var(--cl-info-bg); border-color: var(--cl-info); }
.cl-card { background: var(--cl-surface); color: var(--cl-text); border: 1px solid var(--cl-border); border-radius: 10px; padding: 24px; }
.cl-card-title { margin-block: 0 16px; font-size: 20px; }
.cl-spinner { display: inline-flex; align-items: center; gap: 8px; color: var(--cl-muted); }
.cl-spinner-ring {
  inline-size: 20px; block-size: 20px; border-radius: 50%; border: 3px solid var(--cl-border);
  border-block-start-color: var(--cl-primary); animation: cl-spin 0.8s linear infinite;
}
@keyframes cl-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cl-spinner-ring { animation-duration: 2.4s; } }
.cl-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function ensureLeanStyles(doc: Document = document): void {
  if (doc.getElementById(LEAN_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = LEAN_STYLE_ID;
  style.textContent = LEAN_CSS;
  doc.head.appendChild(style);
}

export function useLeanStyles(): void {
  useInsertionEffect(() => {
    ensureLeanStyles();
  }, []);
}
