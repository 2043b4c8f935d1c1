import type { ReactNode } from 'react';

/** The title row of each account screen, with its main action on the right. */
export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="account-heading">
      <h1 className="h3 fw-bold mb-0">{title}</h1>
      {children && <div className="account-heading-actions">{children}</div>}
    </div>
  );
}
