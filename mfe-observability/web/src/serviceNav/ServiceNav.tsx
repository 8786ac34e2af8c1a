import { linkClick } from '@switchyard/client';
import { TabLinks } from '@switchyard/ui';
import { SERVICE_SECTIONS, sectionHref, type ServiceSection } from './servicePaths';
import '../observability.css';

/** The tab bar the logs, feedback and charts pages of a service share. */
export function ServiceNav({ moduleName, current }: { moduleName: string; current: ServiceSection }) {
  return (
    <div className="ob-service-nav">
      <TabLinks
        label="Service diagnostics"
        onLinkClick={linkClick}
        items={SERVICE_SECTIONS.map((s) => ({
          href: sectionHref(s.id, moduleName),
          label: s.label,
          current: s.id === current,
        }))}
      />
    </div>
  );
}
