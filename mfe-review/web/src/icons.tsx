/** Small line icons (24×24, stroke in the text colour): no emoji, which not every system can draw. */
const PATHS: Record<string, string> = {
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  chat: 'M4 5h16v11H9l-5 4z',
  heading: 'M6 4v16M18 4v16M6 12h12',
  text: 'M4 6h16M4 11h16M4 16h10',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  folder: 'M3 6h7l2 2h9v11H3z',
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
  row: 'M3 9h18v6H3zM12 4v3M12 17v3',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  note: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.text} />
    </svg>
  );
}
