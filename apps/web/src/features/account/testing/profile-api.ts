import {
  type ConsentAnswer,
  MARKETING_CONSENT_WORDING,
  marketingConsentEndpoint,
} from '@shop/domain';
import { fakeApi } from '../../../test/fake-api';

/** A customer who never asked for offers. */
export const NO_CONSENT: ConsentAnswer = {
  marketing: null,
  history: [],
  current: { id: MARKETING_CONSENT_WORDING.id, text: MARKETING_CONSENT_WORDING.text },
};

/** The fake API of a My Profile test: the profile also asks where offers consent stands. */
export function profileApi(consent: ConsentAnswer = NO_CONSENT) {
  return fakeApi().on(marketingConsentEndpoint, consent);
}
