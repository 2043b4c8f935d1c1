const PARTNERS = ['Intel', 'AMD', 'NVIDIA'];

/** Text wordmarks only: no partner artwork is hot-linked or bundled. */
export function PartnerStrip() {
  return (
    <section className="partner-strip" aria-labelledby="partner-strip-title">
      <div className="container text-center">
        <h2 id="partner-strip-title" className="partner-strip-title">
          Authorised Partner
        </h2>
        <ul className="partner-list list-unstyled mb-0">
          {PARTNERS.map((partner) => (
            <li key={partner} className="partner-wordmark">
              {partner}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
