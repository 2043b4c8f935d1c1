import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from '../../components/timed-message';
import { testDetails } from '../../test/fake-session';
import { useAddToCart } from './add-to-cart';
import { type NewCartLine, readGuestLines } from './guest-cart-lines';
import { fakeCartServer, PC_ITEM } from './testing/fake-cart-server';
import { renderWithCartSession } from './testing/render-with-cart-session';

function AddButton({ line }: { line: NewCartLine }) {
  const { add, busy, message } = useAddToCart();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void add(line)}>
        Add To Cart
      </button>
      <StatusMessage message={message} />
    </>
  );
}

const pc: NewCartLine = { itemType: 'PC', item: PC_ITEM, itemShort: 'My PC' };
const click = () => fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));

describe('Add To Cart for a PC', () => {
  it('adds a guest build once; the same parts again are already in the cart', async () => {
    fakeCartServer();
    renderWithCartSession(<AddButton line={pc} />, { path: '/config' });
    click();
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestLines()).toMatchObject([
      { itemType: 'PC', item: PC_ITEM, itemShort: 'Ryzen 5 7600 | RTX 4060', qty: 1 },
    ]);
    click();
    expect(await screen.findByText('Item already in cart!')).toBeTruthy();
    expect(readGuestLines()).toHaveLength(1);
  });

  it('refuses a build the server cannot price, for a guest and for a signed-in user', async () => {
    const incomplete: NewCartLine = { itemType: 'PC', item: { platform: 'AMD' }, itemShort: 'x' };
    fakeCartServer();
    const guest = renderWithCartSession(<AddButton line={incomplete} />, { path: '/config' });
    click();
    expect(await screen.findByText('Please complete the PC before adding to cart!')).toBeTruthy();
    expect(readGuestLines()).toEqual([]);
    guest.unmount();

    const server = fakeCartServer({ userId: 'user-1' });
    renderWithCartSession(<AddButton line={incomplete} />, {
      path: '/config',
      details: testDetails(),
    });
    click();
    expect(await screen.findByText('Please complete the PC before adding to cart!')).toBeTruthy();
    expect(server.state.cart).toEqual([]);
  });
});
