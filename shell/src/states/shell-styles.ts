// The shell's own small stylesheet (auth pages, full-page states), injected once without antd so the
// login route stays light. Colours come from the lean UI's CSS variables, which follow <html data-skin>;
// logical properties mirror the layout for right-to-left locales.
import { useInsertionEffect } from 'react';

const STYLE_ID = 'cadence-shell-ui';

const SHELL_CSS = `
html, body { margin: 0; background: var(--cl-bg, #fff); color: var(--cl-text, #1f2329);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif; }
.cs-page { min-block-size: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px; box-sizing: border-box; }
.cs-state { max-inline-size: 560px; margin-inline: auto; padding-block: 48px; padding-inline: 16px; text-align: center; }
.cs-state h1 { font-size: 24px; margin-block: 0 12px; }
.cs-state p { color: var(--cl-muted, #5c6370); margin-block: 0 20px; }
.cs-state-actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
.cs-auth { min-block-size: 100vh; display: grid; grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr); }
.cs-auth-art { background: var(--cl-info-bg, #eff8ff); display: flex; align-items: center; justify-content: center; padding: 32px; }
.cs-auth-art img { max-inline-size: 100%; max-block-size: 70vh; }
.cs-auth-panel { display: flex; flex-direction: column; justify-content: center; padding-block: 32px; padding-inline: 40px; background: var(--cl-surface, #fff); }
.cs-auth-panel h1 { font-size: 24px; margin-block: 0 8px; }
.cs-auth-panel .cs-muted { color: var(--cl-muted, #5c6370); margin-block: 0 24px; }
.cs-auth-top { display: flex; justify-content: flex-end; margin-block-end: 24px; }
.cs-auth-top .cl-field { margin-block-end: 0; min-inline-size: 160px; }
.cs-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-block-end: 16px; flex-wrap: wrap; }
.cs-cta { display: inline-flex; align-items: center; min-block-size: 40px; padding-inline: 16px; border-radius: 6px;
  background: var(--cl-primary, #5b3fd6); color: var(--cl-primary-text, #fff); text-decoration: none; }
.cs-cta:focus-visible { outline: 2px solid var(--cl-focus, #1d6cf2); outline-offset: 2px; }
.cs-link { color: var(--cl-primary, #5b3fd6); }
.cs-link:focus-visible { outline: 2px solid var(--cl-focus, #1d6cf2); outline-offset: 2px; }
.cs-after-form { margin-block-start: 16px; }
.cs-inline-field { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 12px; align-items: start; }
/* Same height as the text input beside it; isolate lets the option text honour its left-to-right mark. */
.cs-inline-field .cl-select { box-sizing: content-box; unicode-bidi: isolate; }
.cs-actions { display: flex; gap: 12px; flex-wrap: wrap; margin-block-start: 16px; }
.cs-brand { font-weight: 700; font-size: 20px; margin-block-end: 32px; color: var(--cl-primary, #5b3fd6); }
@media (max-width: 900px) { .cs-auth { grid-template-columns: 1fr; } .cs-auth-art { display: none; } }
`;

export function useShellStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = SHELL_CSS;
    document.head.appendChild(style);
  }, []);
}
