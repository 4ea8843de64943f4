// Asks before leaving an editor with unsaved changes. The shell uses a plain BrowserRouter (no data
// router, so no useBlocker): in-app links are caught on click, reloads and tab closes by beforeunload.
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';

export function useLeaveGuard(dirty: boolean): { leave(to: string): void } {
  const { t } = useTranslation([PLANNER_NS, 'common']);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirmLeave = useCallback(
    (go: () => void) => {
      modal.confirm({
        title: t('editor.leave.title'),
        content: t('editor.leave.text'),
        okText: t('editor.leave.ok'),
        cancelText: t('editor.leave.stay'),
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: go,
      });
    },
    [modal, t],
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => navigate(url.pathname + url.search + url.hash));
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture phase: before react-router's own link handler navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmLeave, navigate]);

  const leave = useCallback(
    (to: string) => {
      if (dirtyRef.current) confirmLeave(() => navigate(to));
      else navigate(to);
    },
    [confirmLeave, navigate],
  );
  return { leave };
}
