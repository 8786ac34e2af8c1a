import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { canReadService, isMember } from '../access';
import { colorHsl } from '@switchyard/service-config-common/rules/colorHsl';
import { missingForSubmission } from '@switchyard/service-config-common/rules/serviceGeneral';
import { findServiceById, type ServiceRow } from './serviceStore';
import { iconUrl } from '../icon/iconUrl';

export const serviceUrl = (moduleName: string) => `/services/${moduleName}`;

export function serviceResolvers({ db }: DomainDeps) {
  return {
    /** Other subgraphs reference services by id; members of the owning organization only. */
    async __resolveReference(ref: { id: string }, ctx: RequestContext) {
      const service = await findServiceById(db, ref.id);
      return service && (await canReadService(ctx, service)) ? service : null;
    },
    organization: (s: ServiceRow) => ({ __typename: 'Organization', id: s.organization_id }),
    color_hsl: (s: ServiceRow) => colorHsl(s.brand_color),
    icon: (s: ServiceRow) => iconUrl(s),
    url: (s: ServiceRow) => serviceUrl(s.module_name),
    slug: (s: ServiceRow) => s.module_name,
    viewer_is_member: (s: ServiceRow, _: unknown, ctx: RequestContext) => isMember(ctx, s.organization_id),
    /**
     * Members, and the review team and staff (who read any service to review it); checked again
     * here because this is the one secret besides the service key that a service row holds.
     */
    async demo_account_password(s: ServiceRow, _: unknown, ctx: RequestContext) {
      // The review team signs in to the partner's demo account to review the service (issue 12).
      const reviewer = Boolean(ctx.viewer?.reviewTeam || ctx.viewer?.staff);
      return reviewer || (await isMember(ctx, s.organization_id)) ? s.demo_account_password : null;
    },
    missing_for_submission: (s: ServiceRow) =>
      missingForSubmission({ ...s, slug: s.module_name, icon: s.icon_path }),
  };
}
