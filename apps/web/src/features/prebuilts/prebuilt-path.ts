import type { PrebuiltOffer } from '@shop/domain';

/** A machine's page; its own file, so home's finder links to it without the results' cards. */
export function prebuiltPath(offer: Pick<PrebuiltOffer, 'useCase' | 'id'>): string {
  return `/prebuilts/${offer.useCase}/${offer.id}`;
}
