import type { ReactNode } from 'react';

/** The heading band under the fixed navbar that most inner screens open with. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-heading">
      <div className="container">
        <h1 className="display-6 fw-bold mb-0">{title}</h1>
        {children}
      </div>
    </header>
  );
}
