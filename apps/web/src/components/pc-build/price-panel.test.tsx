import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { displayPriceFromSelling } from './display-price';
import { PricePanel } from './price-panel';

afterEach(() => {
  vi.useRealTimers();
});

describe('the price panel', () => {
  it('refuses a PC priced at 0 for 2 seconds and never calls the cart', async () => {
    vi.useFakeTimers();
    const onAddToCart = vi.fn();
    render(
      <PricePanel
        struckPaise={0}
        sellingPaise={0}
        savingPaise={0}
        tier={null}
        onAddToCart={onAddToCart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please complete the PC before adding to cart!',
    );
    expect(onAddToCart).not.toHaveBeenCalled();
    await advanceClock(2_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a priced PC to the cart', () => {
    const onAddToCart = vi.fn();
    render(<PricePanel {...displayPriceFromSelling(8_954_100)} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an out-of-stock PC with Add To Cart disabled', () => {
    render(<PricePanel {...displayPriceFromSelling(8_954_100)} outOfStock />);
    expect(screen.getByText('Item Out of Stock!')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('the price shown beside a selling price', () => {
  it('derives the struck price the selling price is 90 percent of, the saving and the tier', () => {
    // ₹99,490 struck (₹99,500 - ₹10) sells at ₹89,541.
    expect(displayPriceFromSelling(8_954_100)).toEqual({
      struckPaise: 9_949_000,
      sellingPaise: 8_954_100,
      savingPaise: 994_900,
      tier: 'Pro PC',
    });
    expect(displayPriceFromSelling(0).tier).toBeNull();
  });
});
