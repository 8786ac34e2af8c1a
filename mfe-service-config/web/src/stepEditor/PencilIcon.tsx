/** The edit link's pencil in the lists of queries, triggers and actions. */
export function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4l-8.6 8.6-3.6.9a.5.5 0 0 1-.6-.6l.9-3.6 8.9-8.3zM3.6 10.6l-.5 2 2-.5 7.7-7.7-1.5-1.5-7.7 7.7z"
      />
    </svg>
  );
}
