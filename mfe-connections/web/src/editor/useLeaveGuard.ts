/**
 * The unsaved-changes warning (spec/connections.md#warnings) on leaving the page: the browser's own
 * prompt on unload, and ours on in-app navigation. @switchyard/client's navigation (pushState and a
 * popstate event) has no blocking hook, so in-app links are caught here: a click on a link to a path
 * of this app, anywhere on the page (the shell's header too), is held while the editor has unsaved
 * changes, and followed only once the user agrees.
 */
import { navigate } from '@switchyard/client';
import { UNSAVED_CHANGES } from '@switchyard/connections-common';
import { useCallback, useEffect, type ReactNode } from 'react';

type Confirm = (message: ReactNode) => Promise<boolean>;

/** The in-app link a click would follow, when it is one (not a new tab, download or other origin). */
function inAppLink(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = (e.target as Element | null)?.closest?.('a[href]');
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/**
 * While `dirty`, warns before the page is left. Returns `leave(path)`: navigates, asking first when
 * there are unsaved changes (the Cancel button uses it).
 */
export function useLeaveGuard(dirty: boolean, confirm: Confirm) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = UNSAVED_CHANGES;
      return UNSAVED_CHANGES;
    };
    const onClick = (e: MouseEvent) => {
      const href = inAppLink(e);
      if (!href) return;
      e.preventDefault();
      e.stopPropagation();
      void confirm(UNSAVED_CHANGES).then((yes) => {
        if (yes) navigate(href);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before the link's own handler (linkClick) navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm]);

  return useCallback(
    async (path: string) => {
      if (dirty && !(await confirm(UNSAVED_CHANGES))) return;
      navigate(path);
    },
    [dirty, confirm],
  );
}
