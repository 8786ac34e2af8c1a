import type { PermissionChannelData, PermissionData } from './operations';

export const CONTACT_SUPPORT = 'Permissions can be changed only by contacting support.';

/**
 * The spec's sentence for each step type and list type (see
 * spec/service-config.md#permissions-section-trigger-or-action).
 */
export function permissionText({
  step_type,
  list_type,
}: Pick<PermissionData, 'step_type' | 'list_type'>): string {
  const other = step_type === 'trigger' ? 'actions' : 'triggers';
  const self = step_type === 'trigger' ? 'This trigger' : 'This action';
  if (list_type === 'denylist')
    return `${self} is allowed with all ${other} except those from the listed services.`;
  if (list_type === 'allowlist') return `${self} can be used only with ${other} from the listed services.`;
  return `${self} is allowed with all services.`;
}

/** Read-only: which services the step may (allowlist) or may not (denylist) be combined with. */
export function PermissionsSection({ permission }: { permission: PermissionData }) {
  const listed = permission.list_type !== 'none' && permission.channels.length > 0;
  return (
    <section className="sc-permissions" aria-labelledby="permissions-title">
      <h2 id="permissions-title">Permissions</h2>
      <p>{permissionText(permission)}</p>
      {listed && (
        <ul className="sc-permissions__list" aria-label="Services">
          {permission.channels.map((channel) => (
            <li key={channel.id} className="sc-permissions__item">
              <ChannelIcon channel={channel} />
              <span>{channel.name}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="sc-permissions__note">{CONTACT_SUPPORT}</p>
    </section>
  );
}

/** The service's icon at 32 by 32, or its initial on its brand colour when it has none. */
function ChannelIcon({ channel }: { channel: PermissionChannelData }) {
  if (channel.image_url)
    return <img src={channel.image_url} alt="" width={32} height={32} className="sc-permissions__icon" />;
  return (
    <span
      aria-hidden="true"
      className="sc-permissions__icon sc-permissions__initial"
      style={{ background: channel.brand_color ?? '#757575' }}
    >
      {channel.name.charAt(0).toUpperCase()}
    </span>
  );
}
