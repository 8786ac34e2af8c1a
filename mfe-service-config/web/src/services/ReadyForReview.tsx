import { linkClick } from '@switchyard/client';
import { ATTRIBUTE_LABELS } from './generalFormValues';

/**
 * The service's review status (the review domain's, through the supergraph), with the way to its
 * review page and to the publish submission page, and what it still needs before it can be
 * submitted (see spec/review-org-diagnostics.md#22-publish-submission-page,
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export function ReadyForReview({
  moduleName,
  missing,
  reviewStatusLabel,
}: {
  moduleName: string;
  missing: readonly string[];
  reviewStatusLabel: string | null;
}) {
  const review = `/reviews/${encodeURIComponent(moduleName)}`;
  return (
    <section className="sc-checklist" aria-labelledby="ready-for-review-title">
      <h2 id="ready-for-review-title">Ready for review</h2>
      {reviewStatusLabel && (
        <p>
          Review status: <strong>{reviewStatusLabel}</strong>{' '}
          <a href={review} onClick={linkClick}>
            Review page
          </a>
          {' · '}
          <a href={`${review}/applet_defaults`} onClick={linkClick}>
            Applet defaults
          </a>
          {' · '}
          <a href={`${review}/settings`} onClick={linkClick}>
            Settings
          </a>
          {reviewStatusLabel === 'In development' && (
            <>
              {' · '}
              <a href={`${review}/submit`} onClick={linkClick}>
                Submit for review
              </a>
            </>
          )}
        </p>
      )}
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
