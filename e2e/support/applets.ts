import { expect } from '@playwright/test';
import { read, type ApiClient } from './api';

/** A private applet of `client`'s from Daybook's trigger to its action; its id. */
export async function createDaybookApplet(client: ApiClient, name: string): Promise<string> {
  const created = await read(
    await client.request.post('/applets', {
      headers: { 'X-CSRF-Token': client.csrf },
      data: {
        applet: {
          name,
          description: 'Copies each journal entry.',
          applet_trigger: { channel_module_name: 'daybook', module_name: 'new_journal_entry', fields: [] },
          applet_actions: [
            { channel_module_name: 'daybook', module_name: 'create_journal_entry', fields: [] },
          ],
        },
      },
    }),
  );
  expect(created.status, created.text).toBe(201);
  return (created.json as { applet: { id: string } }).applet.id;
}
