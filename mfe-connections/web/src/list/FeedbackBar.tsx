/** Our own text when nobody rated yet. */
export const NO_FEEDBACK = 'No feedback yet';

export const feedbackText = (like: number, dislike: number) => `${like} liked, ${dislike} disliked`;

/**
 * An applet's or connection's feedback bar: the share of thumbs up against thumbs down, said in
 * words too ("12 liked, 3 disliked").
 */
export function FeedbackBar({ counts }: { counts: { like: number; dislike: number } | undefined }) {
  if (!counts) return null;
  const total = counts.like + counts.dislike;
  if (!total) return <span className="cn-feedback-bar cn-muted">{NO_FEEDBACK}</span>;
  const liked = Math.round((counts.like / total) * 100);
  return (
    <span className="cn-feedback-bar">
      <span className="cn-feedback-bar__track" aria-hidden="true">
        <span className="cn-feedback-bar__like" style={{ width: `${liked}%` }} />
      </span>
      <span className="cn-feedback-bar__text">{feedbackText(counts.like, counts.dislike)}</span>
    </span>
  );
}
