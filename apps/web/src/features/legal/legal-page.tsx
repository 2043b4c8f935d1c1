import { GRIEVANCE_OFFICER_ANCHOR } from '@shop/domain';
import { Link, NavLink } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { formatPhone, phoneHref } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { useClientConfig } from '../../lib/use-client-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useRecordLegalView } from './api/record-legal-view';
import type { LegalBlock } from './legal-document';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents';

/** One component renders all five policies from the data in ./documents. */
export function LegalPage({ document: id }: { document: LegalDocumentId }) {
  const { document } = LEGAL_DOCUMENTS[id];
  const { user } = useSession();
  const supportPhone = useClientConfig()?.supportPhone;
  usePageTitle(document.title);
  useRecordLegalView(user, id);

  return (
    <>
      <PageHeading title={document.title}>
        <p className="lead text-secondary mt-2 mb-0">{document.summary}</p>
      </PageHeading>
      <div className="container page-section pt-4">
        <div className="row g-4 g-lg-5">
          <nav className="col-lg-3 d-none d-lg-block" aria-label="Policy pages">
            <ul className="list-unstyled legal-nav">
              {Object.values(LEGAL_DOCUMENTS).map((entry) => (
                <li key={entry.path}>
                  <NavLink to={entry.path}>{entry.document.title}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <article className="col-lg-9 legal-text">
            {document.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.blocks.map((block) => (
                  <LegalBlockView key={blockKey(block)} block={block} />
                ))}
              </section>
            ))}
            <section className="legal-contact">
              <h2>Questions?</h2>
              <p className="mb-0">
                Write to us through the <Link to="/contact-us">Contact Us</Link> page
                {supportPhone && (
                  <>
                    {' '}
                    or call <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>
                  </>
                )}
                .
              </p>
              <p className="mt-2 mb-0">
                For a complaint, write to our{' '}
                <Link to={`/contact-us#${GRIEVANCE_OFFICER_ANCHOR}`}>Grievance Officer</Link>.
              </p>
            </section>
          </article>
        </div>
      </div>
    </>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function blockKey(block: LegalBlock): string {
  return typeof block === 'string' ? block : block.list.join('\n');
}
