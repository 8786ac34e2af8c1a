import { useMutation } from '@switchyard/client/apollo';
import { Button } from '@switchyard/ui';
import { useState } from 'react';
import { DiscardHeldRunsDocument, RunHeldRunsDocument, type HeldRunsFieldsFragment } from '../gql/graphql';

export const ACT_FAILED = 'That did not work. Please try again.';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The flood guard's notice (issue 40): how many new items of the applet's trigger are held and why,
 * with "Run them" (in trigger order) and "Discard them". `onChanged` refreshes the runs list.
 */
export function HeldRunsNotice({
  appletId,
  held,
  onChanged,
}: {
  appletId: string;
  held: HeldRunsFieldsFragment;
  onChanged: () => void;
}) {
  const [run] = useMutation(RunHeldRunsDocument);
  const [discard] = useMutation(DiscardHeldRunsDocument);
  const [busy, setBusy] = useState<'run' | 'discard' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(which: 'run' | 'discard') {
    setBusy(which);
    setProblem(null);
    try {
      const answer = await (which === 'run' ? run : discard)({ variables: { applet_id: appletId } });
      const payload =
        answer.data && ('runHeldRuns' in answer.data ? answer.data.runHeldRuns : answer.data.discardHeldRuns);
      if (!payload) throw new Error('no answer');
      if (payload.errors.length) setProblem(payload.errors[0]!.message);
    } catch {
      setProblem(ACT_FAILED);
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  const range =
    held.oldest_at === held.newest_at
      ? `It arrived ${when(held.oldest_at)}.`
      : `They arrived from ${when(held.oldest_at)} to ${when(held.newest_at)}.`;
  return (
    <div className="composer-runs__held" role="region" aria-labelledby="composer-runs-held-title">
      <h3 id="composer-runs-held-title">
        {held.count} new {held.count === 1 ? 'item is' : 'items are'} held
      </h3>
      <p>{held.reason}</p>
      <p>{range} Run them to run them in the order they arrived, or discard them.</p>
      <div className="composer-runs__held-actions">
        <Button
          variant="primary"
          disabled={busy !== null}
          aria-busy={busy === 'run'}
          onClick={() => void act('run')}
        >
          {busy === 'run' ? 'Running them…' : 'Run them'}
        </Button>
        <Button
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === 'discard'}
          onClick={() => void act('discard')}
        >
          {busy === 'discard' ? 'Discarding them…' : 'Discard them'}
        </Button>
      </div>
      {problem && (
        <p className="composer-run__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
