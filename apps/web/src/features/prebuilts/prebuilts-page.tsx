import './prebuilts.css';
import {
  fetchPrebuiltEndpoint,
  LOAD_FAILURE_MESSAGES,
  MESSAGES,
  type PrebuiltOffer,
} from '@shop/domain';
import { Suspense, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';
import { usePageTitle } from '../../lib/use-page-title';
import { fetchPrebuilts } from './api/fetch-prebuilts';
import { FinderForm } from './components/finder-form';
import { usePrebuiltParm } from './prebuilt-parm';

// The page opens with the finder alone: the results' cards and the PC Info dialog (its tabs, charts
// and pictures) load when a search or a tap first needs them, not before the finder can be used.
const resultsModule = loadOnFirstUse(() => import('./components/prebuilt-results'));
const PrebuiltResults = lazyOnFirstUse(resultsModule, (module) => module.PrebuiltResults);
const specDialogModule = loadOnFirstUse(() => import('../../components/pc-build/pc-spec-dialog'));
const PcSpecDialog = lazyOnFirstUse(specDialogModule, (module) => module.PcSpecDialog);

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
    // The results' code loads while the server answers, so they show as soon as it has.
    resultsModule
      .load()
      .catch((error: unknown) => console.error('Could not load the results', error));
    try {
      const { useCase, price } = checked.data;
      parm.setResults(await fetchPrebuilts(useCase, price), { useCase, price });
      // Each card's PC Info opens at once: the dialog's code loads now, beside the results.
      specDialogModule
        .load()
        .catch((error: unknown) => console.error('Could not load PC Info', error));
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
          <Suspense fallback={null}>
            <PrebuiltResults
              pcs={parm.pcs}
              searched={parm.searched}
              onPcInfo={(offer) => {
                setInfo(offer);
                setInfoOpen(true);
              }}
            />
          </Suspense>
        )}
      </div>
      {info && (
        <Suspense fallback={null}>
          <PcSpecDialog
            id="prebuilt-pc-info"
            build={info.pc}
            title={`${info.name}: PC Info`}
            intro={<p className="text-secondary">{info.pcShort}</p>}
            show={infoOpen}
            onHide={() => setInfoOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
