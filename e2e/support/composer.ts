import type { Page } from '@playwright/test';

/** Chooses a step in the composer: its service, then the step (the nth of that kind on the page). */
export async function chooseStep(
  page: Page,
  kind: 'Trigger' | 'Query' | 'Action',
  service: string,
  step: string,
  nth = 0,
) {
  await page.getByLabel(`${kind} service`).nth(nth).selectOption({ label: service });
  await page.getByLabel(kind, { exact: true }).nth(nth).selectOption({ label: step });
}

/** A field of a step, by its label (the fieldset's legend). */
export const field = (page: Page, label: string) =>
  page.locator('fieldset.composer-field', { has: page.locator('legend', { hasText: label }) });
