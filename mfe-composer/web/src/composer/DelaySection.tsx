import {
  DEFAULT_DELAY_SECONDS,
  delayFromParts,
  delayOptions,
  delayParts,
  type DelayParts,
} from '@switchyard/composer-common/delay';
import { UpgradeNote } from '../plans/UpgradeLink';
import { Button } from '@switchyard/ui';

interface Props {
  value: number | null;
  onChange(value: number | null): void;
  canDelay: boolean;
  error?: string;
}

/**
 * Wait (see spec/composer-and-header.md#delay): off when null; adding sets 15 seconds; hours, minutes and
 * seconds from the option sets of spec/composer-and-header.md#9-business-constants-and-limits.
 */
export function DelaySection({ value, onChange, canDelay, error }: Props) {
  if (value === null)
    return (
      <div className="composer-optional" data-error-anchor="/applet/default_delay">
        {canDelay ? (
          <Button onClick={() => onChange(DEFAULT_DELAY_SECONDS)}>Add delay</Button>
        ) : (
          <UpgradeNote capability="canDelay" />
        )}
        {error && (
          <p className="sy-field__error" data-error-path>
            {error}
          </p>
        )}
      </div>
    );
  const parts = delayParts(value);
  const options = delayOptions(parts);
  const set = (patch: Partial<DelayParts>) => onChange(delayFromParts({ ...parts, ...patch }));
  const select = (
    label: string,
    key: keyof DelayParts,
    list: { value: number; label: string; disabled: boolean }[],
  ) => (
    <label className="composer-delay__part">
      <span className="sy-field__label">{label}</span>
      <select
        className="sy-field__control"
        value={parts[key]}
        onChange={(e) => set({ [key]: Number(e.target.value) })}
      >
        {list.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="composer-delay" data-error-anchor="/applet/default_delay">
      <div className="composer-delay__parts">
        {select('Hours', 'hours', options.hours)}
        {select('Minutes', 'minutes', options.minutes)}
        {select('Seconds', 'seconds', options.seconds)}
      </div>
      {!canDelay && <UpgradeNote capability="canDelay" />}
      {error && (
        <p className="sy-field__error" data-error-path>
          {error}
        </p>
      )}
      <Button variant="link" onClick={() => onChange(null)}>
        Remove delay
      </Button>
    </div>
  );
}
