import type { Db } from '@switchyard/server-kit';

/** Daybook's administrator (the demo partner's contact), with a phone, not yet validated. */
export const DAYBOOK_ADMIN_ID = 'ad000000-0000-4000-8000-000000000100';

export async function seedAdmins(tx: Db, daybookServiceId: string): Promise<void> {
  await tx.query(
    `INSERT INTO service_config.service_admins (id, service_id, email, name, phone, position)
     VALUES ($1, $2, 'olivia@example.com', 'Olivia Owner', '+1 (555) 010-4477', 1)
     ON CONFLICT DO NOTHING`,
    [DAYBOOK_ADMIN_ID, daybookServiceId],
  );
}
