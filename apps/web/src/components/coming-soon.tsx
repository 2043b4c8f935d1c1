import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** A screen whose feature has not landed yet: its real title and nothing made up. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page-section coming-soon">
      <div className="container text-center">
        <h1 className="display-6 fw-bold">{title}</h1>
        <p className="lead text-secondary mt-3">This page is coming soon.</p>
        <Link to="/" className="btn btn-outline-light mt-3">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
