const PLACEHOLDER = 'sy-route-placeholder';

/**
 * What a route shows while its remote loads: the UI kit's loading state (`LoadingState`'s markup),
 * as plain DOM so there is no React root to clean up. Shown once per element.
 */
export function showRoutePlaceholder(el: HTMLElement, label = 'Loading'): void {
  if (el.querySelector(`:scope > .${PLACEHOLDER}`)) return;
  const state = document.createElement('div');
  state.className = `sy-state ${PLACEHOLDER}`;
  state.setAttribute('aria-busy', 'true');
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  const spinner = document.createElement('span');
  spinner.className = 'sy-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'sy-visually-hidden';
  text.textContent = label;
  status.append(spinner, text);
  state.append(status);
  el.append(state);
}

/** Removes the placeholders under `root` (the remote is mounting, or its route is no longer shown). */
export function clearRoutePlaceholders(root: HTMLElement): void {
  for (const el of root.querySelectorAll(`.${PLACEHOLDER}`)) el.remove();
}
