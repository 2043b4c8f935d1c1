import Spinner from 'react-bootstrap/Spinner';

/** Covers the whole window while something the page depends on (the session) is decided. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="full-screen-spinner" data-testid="full-screen-spinner">
      <Spinner animation="border" role="status" className="text-accent">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
