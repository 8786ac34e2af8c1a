import { NOT_FOUND } from './messages';

/** Any view of the queries area that does not exist. */
export function QueriesNotFound() {
  return (
    <section className="sc-page">
      <h1>{NOT_FOUND}</h1>
    </section>
  );
}
