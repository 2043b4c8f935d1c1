import './pc-build.css';
import { formatInr, MESSAGES, type Paise, UI_TIMINGS_MS } from '@shop/domain';
import { type ReactNode, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Cart3 } from 'react-bootstrap-icons';

export type PricePanelProps = {
  struckPaise: Paise;
  sellingPaise: Paise;
  savingPaise: Paise;
  tier: string | null;
  /** The price is being asked for again: a spinner stands in for the figures. */
  pricing?: boolean;
  outOfStock?: boolean;
  /**
   * Where the cart feature plugs in. Left unset until the cart lands: the button then only refuses
   * an unpriced PC (docs/api/configurator.md#summary).
   */
  onAddToCart?: () => void;
  /** Further actions under Add To Cart (share, specification). */
  children?: ReactNode;
};

/**
 * Struck-through price, selling price, saving and tier, with Add To Cart
 * (docs/api/configurator.md#summary).
 */
export function PricePanel({
  struckPaise,
  sellingPaise,
  savingPaise,
  tier,
  pricing = false,
  outOfStock = false,
  onAddToCart,
  children,
}: PricePanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), UI_TIMINGS_MS.messageDisplay);
    return () => clearTimeout(timer);
  }, [message]);

  const addToCart = () => {
    if (pricing || sellingPaise <= 0) {
      setMessage(MESSAGES.cart.incompletePc);
      return;
    }
    onAddToCart?.();
  };

  return (
    <div className="price-panel">
      {tier && <p className="price-panel-tier">{tier}</p>}
      {pricing ? (
        <div className="price-panel-pricing" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Calculating price...</span>
        </div>
      ) : (
        <>
          <p className="price-panel-figures">
            <span className="visually-hidden">Original price</span>
            <del className="price-panel-struck">{formatInr(struckPaise)}</del>
            <span className="visually-hidden">Price</span>
            <span className="price-panel-selling">{formatInr(sellingPaise)}</span>
          </p>
          <p className="price-panel-saving">You save {formatInr(savingPaise)}</p>
        </>
      )}
      <p className="price-panel-note">Inclusive of GST · Free shipping and assembly</p>
      {outOfStock && (
        <p className="price-panel-stock" role="status">
          {MESSAGES.cart.outOfStock}
        </p>
      )}
      <div className="price-panel-actions">
        <Button variant="accent" size="lg" onClick={addToCart} disabled={outOfStock}>
          <Cart3 aria-hidden="true" /> Add To Cart
        </Button>
        {children}
      </div>
      {message && (
        <p className="price-panel-message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
