import './prebuilts.css';
import {
  fetchPrebuiltEndpoint,
  LOAD_FAILURE_MESSAGES,
  MESSAGES,
  type PrebuiltOffer,
} from '@shop/domain';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { PcSpecDialog } from '../../components/pc-build/pc-spec-dialog';
import { useTimedMessage } from '../../components/timed-message';
import { usePageTitle } from '../../lib/use-page-title';
import { fetchPrebuilts } from './api/fetch-prebuilts';
import { FinderForm } from './components/finder-form';
import { PrebuiltResults } from './components/prebuilt-results';
import { usePrebuiltParm } from './prebuilt-parm';

/** /prebuilts: the finder and its results (docs/api/prebuilts.md#finder-screen). */
export function PrebuiltsPage() {
  usePageTitle('Pre-Builts');
  const parm = usePrebuiltParm();
  const { message, show } = useTimedMessage();
  const [busy, setBusy] = useState(false);
  // Kept after the dialog closes, so its content stays while it fades out.
  const [info, setInfo] = useState<PrebuiltOffer | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);

  const find = async () => {
    if (busy) return;
    // The endpoint's own request schema, so the finder refuses in the server's words.
    const checked = fetchPrebuiltEndpoint.body.safeParse({
      useCase: parm.useCase ?? undefined,
      price: parm.price,
    });
    if (!checked.success) {
      show(checked.error.issues[0]?.message ?? MESSAGES.cart.selectUseCase);
      return;
    }
    setBusy(true);
    try {
      const { useCase, price } = checked.data;
      parm.setResults(await fetchPrebuilts(useCase, price), { useCase, price });
    } catch (error) {
      console.error('Could not find pre-builts', error);
      show(LOAD_FAILURE_MESSAGES.prebuilts);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading title="Pre-Builts">
        <p className="prebuilts-lead">
          Tested machines for gaming, AI, architecture, content creation and trading, priced from
          their parts today. Tell us what it is for and your budget.
        </p>
      </PageHeading>
      <div className="container prebuilts-page">
        <FinderForm
          useCase={parm.useCase}
          price={parm.price}
          onUseCase={parm.setUseCase}
          onPrice={parm.setPrice}
          onFind={() => void find()}
          busy={busy}
          message={message}
        />
        {parm.pcs && parm.searched && (
          <PrebuiltResults
            pcs={parm.pcs}
            searched={parm.searched}
            onPcInfo={(offer) => {
              setInfo(offer);
              setInfoOpen(true);
            }}
          />
        )}
      </div>
      <PcSpecDialog
        id="prebuilt-pc-info"
        build={info?.pc ?? null}
        title={info ? `${info.name}: PC Info` : 'PC Info'}
        intro={info && <p className="text-secondary">{info.pcShort}</p>}
        show={infoOpen}
        onHide={() => setInfoOpen(false)}
      />
    </>
  );
}
