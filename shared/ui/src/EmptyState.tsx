import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a title, optional text and an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="sy-state">
      <p className="sy-state__title">{title}</p>
      {children && <div>{children}</div>}
      {action}
    </div>
  );
}
