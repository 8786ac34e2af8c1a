import type { Db } from '@switchyard/server-kit';
import { DEMO_ACTIONS, DEMO_TRIGGERS } from '../steps/seedSteps';

/** acme_notes new_note may not be combined with bigco_crm; create_note only with acme_weather or lite_lamp. */
export async function seedPermissions(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO service_config.step_permissions (step_type, step_id, list_type, channel_ids)
     SELECT 'trigger', $1::uuid, 'denylist', ARRAY(SELECT id FROM service_config.services WHERE module_name = 'bigco_crm')
     UNION ALL
     SELECT 'action', $2::uuid, 'allowlist', ARRAY(SELECT id FROM service_config.services
       WHERE module_name IN ('acme_weather', 'lite_lamp') ORDER BY module_name)
     ON CONFLICT DO NOTHING`,
    [DEMO_TRIGGERS.newNote, DEMO_ACTIONS.createNote],
  );
}
