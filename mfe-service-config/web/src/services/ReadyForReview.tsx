import { ATTRIBUTE_LABELS } from './generalFormValues';

/** What the service still needs before it can be submitted for review (review-org-diagnostics §3). */
export function ReadyForReview({ missing }: { missing: readonly string[] }) {
  return (
    <section className="sc-checklist" aria-labelledby="ready-for-review-title">
      <h2 id="ready-for-review-title">Ready for review</h2>
      {missing.length === 0 ? (
        <p>Everything required for review is filled in</p>
      ) : (
        <>
          <p>Still needed before you can submit the service for review:</p>
          <ul aria-label="Missing for review">
            {missing.map((attribute) => (
              <li key={attribute}>{ATTRIBUTE_LABELS[attribute] ?? attribute}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
