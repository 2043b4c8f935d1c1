import { type AccessoryOffer, isInStock, MESSAGES } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import { Cart3, ShieldCheck } from 'react-bootstrap-icons';
import type { AddToCart } from '../../../components/add-to-cart/add-to-cart';
import { ProductFactsList } from '../../../components/product-facts/product-facts';
import { AccessoryPicture } from '../../../components/product-picture/accessory-picture';
import { StaffPhoto } from '../../../components/staff-photo/staff-photo';
import { StatusMessage } from '../../../components/timed-message';
import { formatRupees } from '../../../lib/format';
import { warrantyText } from '../categories';

/**
 * One add-on: its picture, name, description, warranty, origin, maker and importer, price and
 * Add To Cart, which waits while
 * busy and shows the cart's message for 2 s. Out of stock, it says so and cannot be added.
 */
export function AccessoryCard({ accessory, cart }: { accessory: AccessoryOffer; cart: AddToCart }) {
  const { add, busy, message } = cart;
  const inStock = isInStock(accessory);
  const titleId = `accessory-${accessory.id}`;
  return (
    <article className="accessory-card" aria-labelledby={titleId}>
      <StaffPhoto
        kind="accessory"
        itemId={accessory.id}
        photos={accessory.photos}
        sizes="14rem"
        fallback={
          <AccessoryPicture
            category={accessory.category}
            colour={accessory.colour}
            name={accessory.itemShort}
            description={accessory.item}
            className="accessory-card-picture"
          />
        }
      />
      <h2 id={titleId} className="accessory-card-title">
        {accessory.itemShort}
      </h2>
      <p className="accessory-card-description">{accessory.item}</p>
      <p className="accessory-card-warranty">
        <ShieldCheck aria-hidden="true" /> {warrantyText(accessory.warranty)}
      </p>
      <ProductFactsList facts={accessory.facts} className="accessory-card-facts" />
      <div className="accessory-card-buy">
        <p className="accessory-card-price">
          <span className="visually-hidden">Price </span>
          {formatRupees(accessory.price)}
          <span className="accessory-card-gst"> incl. GST</span>
        </p>
        {!inStock && <p className="accessory-card-stock">{MESSAGES.cart.outOfStock}</p>}
        <Button
          variant="accent"
          disabled={!inStock || busy}
          aria-label={`Add ${accessory.itemShort} to cart`}
          onClick={() =>
            void add({
              itemType: accessory.category,
              item: accessory,
              itemShort: accessory.itemShort,
            })
          }
        >
          <Cart3 aria-hidden="true" /> Add To Cart
        </Button>
      </div>
      <StatusMessage message={message} className="accessory-card-message" />
    </article>
  );
}
