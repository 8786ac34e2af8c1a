import { PUBLISHED_READ_ONLY } from '../services/serviceGeneral';

/** The published-service guidance: clone the service, change the clone, submit it for review. */
export function ReadOnlyNote() {
  return (
    <div className="sc-note" role="note">
      <p>{PUBLISHED_READ_ONLY}</p>
    </div>
  );
}
