/**
 * The platform support entitlement (the gateway's SUPPORT_ENTITLEMENT setting: the address partners
 * write to). The gateway writes it into the page it serves as `<meta name="sy-support">`; no meta
 * (the setting unset) means no support widget.
 */
export const SUPPORT_META = 'sy-support';

export function readSupportEntitlement(doc: Document): string | null {
  const value = doc.querySelector(`meta[name="${SUPPORT_META}"]`)?.getAttribute('content')?.trim();
  return value ? value : null;
}
