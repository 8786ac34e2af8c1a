import { flash } from '@switchyard/ui';
import { useState } from 'react';
import { setAppletEnabled } from '../composerRequests';

/** An applet's on/off switch for the viewer: the server says whether it took. */
export function EnabledSwitch({
  id,
  name,
  enabled,
  onChanged,
}: {
  id: string;
  name: string;
  enabled: boolean;
  onChanged?(on: boolean): void;
}) {
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  // A fresher answer (the list fetched again after the engine turned the applet off) wins.
  const [given, setGiven] = useState(enabled);
  if (given !== enabled) {
    setGiven(enabled);
    setOn(enabled);
  }
  async function toggle() {
    setBusy(true);
    const refused = await setAppletEnabled(id, !on).catch(
      () => `Could not turn ${name} ${on ? 'off' : 'on'}.`,
    );
    setBusy(false);
    if (refused) {
      flash(refused, 'error');
      return;
    }
    setOn(!on);
    onChanged?.(!on);
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${name}: ${on ? 'on' : 'off'}`}
      className={`composer-switch${on ? ' composer-switch--on' : ''}`}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span className="composer-switch__knob" aria-hidden="true" />
      <span className="composer-switch__text">{on ? 'On' : 'Off'}</span>
    </button>
  );
}
