/** The developer plan terms (see spec/review-org-diagnostics.md#9-business-constants-and-limits). */
export function PlanTerms() {
  return (
    <section className="org-subsection org-terms" aria-labelledby="org-terms-title">
      <h3 id="org-terms-title">Developer plan terms</h3>
      <p>
        The Developer plan costs $199 USD, billed once a year. It renews automatically at the end of each year
        until you cancel. Payments are not refundable. To cancel, send an e-mail to customer support before
        your renewal date.
      </p>
    </section>
  );
}
