import { linkClick } from '@switchyard/client';
import { UPGRADE_TEXTS, upgradeHref } from '@switchyard/composer-common/tiers';

type Capability = keyof typeof UPGRADE_TEXTS;

/**
 * The spec's upgrade text (see spec/composer-and-header.md#6-roles-and-permissions) as a link to the plan
 * page, at the plan that unlocks the feature.
 */
export function UpgradeLink({ capability }: { capability: Capability }) {
  return (
    <a href={upgradeHref(capability)} onClick={linkClick}>
      {UPGRADE_TEXTS[capability]}
    </a>
  );
}

/** A line holding only the upgrade link. */
export function UpgradeNote({ capability }: { capability: Capability }) {
  return (
    <p className="composer-upgrade">
      <UpgradeLink capability={capability} />
    </p>
  );
}
