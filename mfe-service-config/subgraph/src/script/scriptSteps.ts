import type { Db } from '@switchyard/server-kit';
import type { ScriptStepType } from '@switchyard/service-config-common/rules/stepTest';

export interface ScriptStep {
  type: ScriptStepType;
  id: string;
  module_name: string;
}

/**
 * The service's steps a script run may name by module name: protocol triggers by slug (feed triggers
 * have no protocol endpoint), queries by module_name, actions by slug; all of them, or one type.
 */
export async function stepsNamed(
  db: Db,
  serviceId: string,
  moduleName: string,
  type: ScriptStepType | null,
): Promise<ScriptStep[]> {
  const { rows } = await db.query<ScriptStep>(
    `SELECT * FROM (
       SELECT 'trigger' AS type, id, slug AS module_name FROM service_config.triggers
        WHERE service_id = $1 AND slug = $2
       UNION ALL
       SELECT 'query', id, module_name FROM service_config.queries WHERE service_id = $1 AND module_name = $2
       UNION ALL
       SELECT 'action', id, slug FROM service_config.actions WHERE service_id = $1 AND slug = $2
     ) steps WHERE $3::text IS NULL OR type = $3::text
     ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'query' THEN 1 ELSE 2 END`,
    [serviceId, moduleName, type],
  );
  return rows;
}
