/** Reloads the whole page (the header shows the organization's name too). */
export function reloadPage() {
  window.location.reload();
}
