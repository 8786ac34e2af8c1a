import { linkClick } from '@switchyard/client';

/** The panel for paths this remote does not know and for organizations the viewer cannot see. */
export function NotFoundPage({
  title = 'Page not found',
  message = 'There is nothing here. The link may be mistyped, or the page may have moved.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <section className="org-panel org-not-found" aria-labelledby="org-not-found-title">
      <h1 id="org-not-found-title">{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/" onClick={linkClick}>
          Go to the home page
        </a>
      </p>
    </section>
  );
}
