import { MESSAGES } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { StatusMessage, useTimedMessage } from '../../../components/timed-message';
import { hasErrorCode } from '../../../lib/api-client';
import { useMarketingConsent, useSetMarketingConsent } from '../api/marketing-consent';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * Offers consent on My Profile (docs/api/data-rights.md#consent): where it stands, the words and the
 * date, and one button to withdraw it, as easily as it was given, or to give it.
 */
export function OffersConsentCard() {
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();
  const { message, show } = useTimedMessage();
  const marketing = consent.data?.marketing ?? null;
  const granted = marketing?.granted === true;

  async function toggle() {
    try {
      await change.mutateAsync({ granted: !granted, source: 'profile' });
      show(
        granted ? MESSAGES.dataRights.consentWithdrawn : MESSAGES.dataRights.consentGiven,
        'success',
      );
    } catch (error) {
      if (hasErrorCode(error, 'CONSENT_WORDING_CHANGED')) {
        await consent.refetch();
        show(error.message, 'danger');
      } else console.error('Could not change the offers consent', error);
    }
  }

  return (
    <article className="account-card mt-4" aria-labelledby="offers-consent-title">
      <h2 id="offers-consent-title" className="h5 fw-bold">
        Offers
      </h2>
      {consent.isPending ? (
        <Spinner animation="border" size="sm" className="text-accent" role="status" />
      ) : consent.isError ? (
        <p className="text-secondary mb-0">Your offers choice could not be loaded.</p>
      ) : (
        <>
          <p className="mb-2">
            {granted
              ? `You agreed on ${indiaDate.format(new Date(marketing.recordedAt))} to:`
              : marketing
                ? `You withdrew on ${indiaDate.format(new Date(marketing.recordedAt))}. We send you no offers.`
                : 'You have not asked for offers. We send you none.'}
          </p>
          <blockquote className="consent-wording">
            {granted ? marketing.wording : consent.data?.current.text}
          </blockquote>
          <StatusMessage message={message} className="mb-3" />
          <Button
            variant={granted ? 'outline-light' : 'accent'}
            disabled={change.isPending}
            onClick={() => void toggle()}
          >
            {granted ? 'Withdraw my consent' : 'Send me offers'}
          </Button>
        </>
      )}
    </article>
  );
}
