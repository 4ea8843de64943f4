// Styles of the signed-in frame. Colours come from antd's CSS variables so both skins follow the theme;
// logical properties keep the frame mirrored for right-to-left locales.
import { useInsertionEffect } from 'react';

const STYLE_ID = 'cadence-shell-layout';

const LAYOUT_CSS = `
.cs-layout { min-block-size: 100vh; }
.cs-sider { position: sticky; inset-block-start: 0; block-size: 100vh; overflow: auto;
  border-inline-end: 1px solid var(--ant-color-border-secondary, #f0f0f0); }
.cs-sider-brand { display: flex; align-items: center; gap: 8px; block-size: 64px; padding-inline: 20px; font-weight: 700; font-size: 18px; }
.cs-sider-brand a { color: var(--ant-color-primary, #5b3fd6); text-decoration: none; white-space: nowrap; overflow: hidden; }
.cs-sidemenu .ant-menu { border-inline-end: 0 !important; }
.cs-menu-lock { vertical-align: -2px; margin-inline-start: 4px; opacity: 0.7; }
.cs-impersonation { position: relative; z-index: 11; }
.cs-initial-icon { display: inline-flex; align-items: center; justify-content: center; inline-size: 18px; block-size: 18px;
  border-radius: 4px; font-size: 12px; font-weight: 600; line-height: 1; border: 1.5px solid currentColor; }
.cs-navbar { position: sticky; inset-block-start: 0; z-index: 10; display: flex; align-items: center; gap: 8px;
  padding-inline: 16px; background: var(--ant-color-bg-container, #fff);
  border-block-end: 1px solid var(--ant-color-border-secondary, #f0f0f0); }
.cs-navbar .ant-btn { color: var(--ant-color-text, inherit); }
.cs-navbar-end { margin-inline-start: auto; display: flex; align-items: center; gap: 4px; }
.cs-user-name { margin-inline-start: 8px; }
.cs-content { padding: 24px; }
.cs-footer { text-align: center; color: var(--ant-color-text-secondary, #5c6370); }
.cs-scroll-top { position: fixed !important; inset-block-end: 32px; inset-inline-end: 32px; z-index: 20; }
.cs-dashboard-grid { display: grid; grid-template-columns: repeat(24, minmax(0, 1fr)); gap: 24px; }
.cs-dashboard-grid > [data-widget] { grid-column: span 24; min-inline-size: 0; }
@media (min-width: 992px) { .cs-dashboard-grid > [data-widget] { grid-column: span var(--cs-span, 24); } }
@media (max-width: 575px) { .cs-user-name { display: none; } .cs-content { padding: 12px; } }
`;

export function useLayoutStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = LAYOUT_CSS;
    document.head.appendChild(style);
  }, []);
}
