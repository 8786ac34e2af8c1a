import { expect, test, type Page } from '@playwright/test';
import { apiClient, type ApiClient } from '../support/api';
import { runEndpointTests } from '../support/endpointTests';
import { login } from '../support/login';
import { PARTNER_URL, resetPartner } from '../support/partner';

/**
 * The transaction logs page (observability remote, /logs?service={module_name}): Olivia runs the
 * endpoint tests of the demo service `daybook` against the sample partner; every call they make is
 * recorded with its secrets redacted, and she reads, filters and opens them on the logs page.
 */

const LOGS = '/logs?service=daybook';

const LOGS_QUERY = `query($module: String!, $type: String) {
  transactionLogs(module_name: $module, request_type: $type, per_page: 100) {
    page_number page_count
    data { type type_ui_label request_method request_url response_status
      request_headers { name value } request_body response_headers { name value } response_body
      user { login } }
  }
}`;

interface Page1 {
  page_count: number;
  data: {
    type: string;
    request_method: string;
    request_url: string;
    response_status: number | null;
    request_headers: { name: string; value: string }[];
    user: { login: string } | null;
  }[];
}

async function logsOf(client: ApiClient, type?: string): Promise<Page1> {
  const res = await client.graphql(LOGS_QUERY, { module: 'daybook', type });
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data!.transactionLogs as Page1;
}

/** The rows of the logs table (without the header row or opened details). */
const rows = (page: Page) => page.locator('table.sy-logs-table > tbody > tr.sy-logs-table__row');

test.describe('transaction logs', () => {
  let olivia: ApiClient;

  test.beforeAll(async ({ playwright }) => {
    olivia = await apiClient(playwright, 'olivia');
    await resetPartner(olivia.request);
    const before = (await logsOf(olivia, 'endpoint_test')).data.length;
    const requests = await runEndpointTests(olivia);
    // The calls are logged through the event bus: every one is readable within 2 s of the run's end.
    await expect
      .poll(async () => (await logsOf(olivia, 'endpoint_test')).data.length, {
        timeout: 2000,
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(Math.min(100, before + requests));
  });

  test.afterAll(async () => {
    await olivia.dispose();
  });

  test("record the endpoint tests' calls, secrets redacted, for the service's organization only", async ({
    playwright,
  }) => {
    const logs = await logsOf(olivia, 'endpoint_test');
    expect(logs.data.length).toBeGreaterThan(5);
    const setup = logs.data.find((l) => l.request_url === `${PARTNER_URL}/switchyard/v1/test/setup`);
    expect(setup).toMatchObject({ type: 'endpoint_test', request_method: 'POST', response_status: 200 });
    expect(setup!.user).toEqual({ login: 'olivia' });
    expect(setup!.request_headers).toContainEqual({ name: 'switchyard-service-key', value: '[REDACTED]' });
    // The service key and the users' tokens are nowhere in what the page reads.
    const everything = JSON.stringify(await logsOf(olivia));
    expect(everything).not.toContain('demo-service-key');
    expect(everything).not.toMatch(/"(access_token|accessToken)":\s*"(?!\[REDACTED\])/);

    const milo = await apiClient(playwright, 'milo'); // member of Acme, which owns daybook
    const sol = await apiClient(playwright, 'sol'); // owner of another organization
    const stella = await apiClient(playwright, 'stella'); // staff
    try {
      expect((await logsOf(milo)).data.length).toBe((await logsOf(olivia)).data.length);
      expect(await logsOf(sol)).toEqual({ page_number: 1, page_count: 1, data: [] });
      expect((await logsOf(stella)).data.length).toBe((await logsOf(olivia)).data.length);
    } finally {
      await Promise.all([milo.dispose(), sol.dispose(), stella.dispose()]);
    }
  });

  test('show on the logs page: rows, filters kept in the address, a row opened', async ({ page }) => {
    await login(page, 'olivia', LOGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Daybook transaction logs' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Requests to Daybook, newest first' });
    await expect(table).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    // Other calls may be newer and fill the first page (the engine's polls of other users' applets,
    // a connection's webhooks and Connect API calls): olivia's endpoint tests are found by filter below.
    await expect(page.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('1d');
    await page.screenshot({ path: test.info().outputPath('logs-page.png'), fullPage: true });

    // No authentication test ran: that filter is empty.
    await page.getByRole('combobox', { name: 'Request type' }).selectOption({ label: 'Authentication test' });
    await expect(page).toHaveURL(`${LOGS}&request_type=auth_test`);
    await expect(page.getByText('No requests available')).toBeVisible();
    await expect(table).toHaveCount(0);

    // Endpoint test calls to the setup endpoint, found by text.
    await page.getByRole('combobox', { name: 'Request type' }).selectOption({ label: 'Endpoint test' });
    await page.getByRole('combobox', { name: 'Response status' }).selectOption({ label: 'Success' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('test/setup');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      `${LOGS}&request_type=endpoint_test&response_status=success&query=test%2Fsetup`,
    );
    await expect(page.locator('.sy-logs__results')).toHaveAttribute('aria-busy', 'false');
    const setupRow = rows(page).filter({ hasText: `${PARTNER_URL}/switchyard/v1/test/setup` });
    await expect(setupRow.first()).toBeVisible();
    await expect(rows(page).filter({ hasNotText: `${PARTNER_URL}/switchyard/v1/test/setup` })).toHaveCount(0);
    await expect(setupRow.first().getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expect(setupRow.first().getByRole('cell', { name: 'olivia', exact: true })).toBeVisible();

    // The filters survive a reload: they live in the address.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Request type' })).toHaveValue('endpoint_test');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('test/setup');

    // Opened from the keyboard: request and response, the service key redacted.
    const toggle = page.getByRole('button', {
      name: `Show request and response of POST ${PARTNER_URL}/switchyard/v1/test/setup`,
    });
    await toggle.first().focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('button', {
      name: `Hide request and response of POST ${PARTNER_URL}/switchyard/v1/test/setup`,
    });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
    const request = details.getByRole('region', { name: 'Request' });
    await expect(request.getByText('switchyard-service-key')).toBeVisible();
    await expect(request.locator('dd').filter({ hasText: '[REDACTED]' }).first()).toBeVisible();
    const response = details.getByRole('region', { name: 'Response' });
    await expect(response).toContainText('Status 200');
    await expect(response.getByText('"samples"', { exact: false })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('logs-row-open.png'), fullPage: true });

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(LOGS);
  });

  test('tell an outsider the service is not found, and a reader without ?service= what to do', async ({
    page,
  }) => {
    await login(page, 'sol', LOGS);
    await expect(page.getByText('Service not found')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/logs');
    await expect(page.getByText('Choose a service to see its logs')).toBeVisible();
  });
});
