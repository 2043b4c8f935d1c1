import type { PrebuiltOffer } from '@shop/domain';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { InfoCircle } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { CabinetPicture } from '../../../components/pc-build/cabinet-picture';
import { StaffPhoto } from '../../../components/staff-photo/staff-photo';
import { prebuiltPath } from '../prebuilt-path';
import { PrebuiltPrice } from './prebuilt-price';
import { TierBadge } from './tier-badge';

/** One machine in the finder's results: what it is, its price, PC Info and its page. */
export function PrebuiltCard({
  offer,
  onPcInfo,
}: {
  offer: PrebuiltOffer;
  onPcInfo: (offer: PrebuiltOffer) => void;
}) {
  const titleId = useId();
  const { pc } = offer;
  return (
    <article className="prebuilt-card" aria-labelledby={titleId}>
      <div className="prebuilt-card-picture">
        <StaffPhoto
          kind="prebuilt"
          itemId={offer.id}
          photos={offer.photos}
          sizes="(min-width: 768px) 12rem, 40vw"
          fallback={
            <CabinetPicture
              brand={pc.cabinetBrand}
              model={pc.cabinetModel}
              colour={pc.cabinetColour}
            />
          }
        />
      </div>
      <div className="prebuilt-card-body">
        <TierBadge tier={offer.tier} />
        <h3 id={titleId} className="prebuilt-card-title">
          {offer.name}
        </h3>
        <p className="prebuilt-card-short">{offer.pcShort}</p>
        <p className="prebuilt-card-description">{offer.description}</p>
        {offer.useCase === 'gaming' && (
          <p className="prebuilt-card-fps">
            About {offer.gamingScore} FPS on average at 1080p <span>(estimated)</span>
          </p>
        )}
      </div>
      <div className="prebuilt-card-buy">
        <PrebuiltPrice updatedPrice={offer.updatedPrice} />
        <div className="prebuilt-card-actions">
          <Link
            to={prebuiltPath(offer)}
            className="btn btn-accent"
            aria-label={`View Details of ${offer.name}`}
          >
            View Details
          </Link>
          <Button
            variant="outline-light"
            aria-label={`PC Info of ${offer.name}`}
            onClick={() => onPcInfo(offer)}
          >
            <InfoCircle aria-hidden="true" /> PC Info
          </Button>
        </div>
      </div>
    </article>
  );
}
