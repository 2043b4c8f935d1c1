import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { settle } from '../test/settle';

function DigitsOnly() {
  const [phone, setPhone] = useState('98');
  return (
    <input
      aria-label="Phone"
      value={phone}
      onChange={(event) => setPhone(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}

function AlwaysTicked() {
  return <input type="checkbox" aria-label="Terms" checked onChange={() => {}} />;
}

function Consent() {
  const [offers, setOffers] = useState(false);
  return (
    <input
      type="checkbox"
      aria-label="Offers"
      checked={offers}
      onChange={(event) => setOffers(event.currentTarget.checked)}
    />
  );
}

function FreeText() {
  return <input aria-label="Note" />;
}

describe('a field the app controls', () => {
  it('takes back a keystroke the app refuses, and keeps one it accepts', async () => {
    render(<DigitsOnly />);
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    fireEvent.change(phone, { target: { value: '98a' } });
    await settle();
    expect(phone.value).toBe('98');
    fireEvent.change(phone, { target: { value: '981' } });
    await settle();
    expect(phone.value).toBe('981');
  });

  it('stays ticked when the app keeps it ticked', async () => {
    render(<AlwaysTicked />);
    const terms = screen.getByLabelText<HTMLInputElement>('Terms');
    fireEvent.click(terms);
    await settle();
    expect(terms.checked).toBe(true);
  });

  it('ticks a box the app ticks in answer, which tells it by input, then change', async () => {
    render(<Consent />);
    const offers = screen.getByLabelText<HTMLInputElement>('Offers');
    offers.checked = true;
    fireEvent.input(offers);
    await settle();
    fireEvent.change(offers);
    await settle();
    expect(offers.checked).toBe(true);
  });

  it('leaves a field the app does not control to the visitor', async () => {
    render(<FreeText />);
    const note = screen.getByLabelText<HTMLInputElement>('Note');
    fireEvent.change(note, { target: { value: 'call after six' } });
    await settle();
    expect(note.value).toBe('call after six');
  });
});
