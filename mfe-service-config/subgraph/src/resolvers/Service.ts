import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import { colorHsl } from '../rules/colorHsl';
import { findServiceById, type ServiceRow } from '../serviceStore';

export const serviceUrl = (moduleName: string) => `/services/${moduleName}`;

export function serviceResolvers({ db }: DomainDeps) {
  return {
    /** Other subgraphs reference services by id; members of the owning organization only. */
    async __resolveReference(ref: { id: string }, ctx: RequestContext) {
      const service = await findServiceById(db, ref.id);
      return service && (await isMember(ctx, service.organization_id)) ? service : null;
    },
    organization: (s: ServiceRow) => ({ __typename: 'Organization', id: s.organization_id }),
    color_hsl: (s: ServiceRow) => colorHsl(s.brand_color),
    icon: (s: ServiceRow) => s.icon_path ?? null,
    url: (s: ServiceRow) => serviceUrl(s.module_name),
  };
}
