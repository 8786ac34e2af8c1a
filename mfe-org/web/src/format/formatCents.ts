const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An invoice total: the cents value divided by 100, e.g. 19900 -> "$199.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
