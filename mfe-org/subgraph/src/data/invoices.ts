import type { Db } from '@switchyard/server-kit';

export interface InvoiceRow {
  id: string;
  created_at: Date;
  invoice_total_in_cents: number;
  status: string;
}

/** Newest first. */
export async function listInvoices(db: Db, organizationId: string): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT id, created_at, invoice_total_in_cents, status FROM org.invoices
     WHERE organization_id = $1 ORDER BY created_at DESC, id`,
    [organizationId],
  );
  return rows;
}
