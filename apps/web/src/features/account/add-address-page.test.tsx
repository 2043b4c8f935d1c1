import { addAddressEndpoint, MESSAGES } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { AddAddressPage } from './add-address-page';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillAll(pincode = '600042') {
  fill('Title', 'Home');
  fill('Address', '12 Anna Salai');
  fill('City', 'Chennai');
  fill('State', 'Tamil Nadu');
  fill('Pincode', pincode);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Add(ing)? Address/ }));
const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('add address', () => {
  it('offers "Select State" and the 36 states and union territories', () => {
    fakeApi();
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    const options = [...screen.getByLabelText('State').querySelectorAll('option')];
    expect(options[0]?.textContent).toBe('Select State');
    expect(options).toHaveLength(37);
    expect(options.map((option) => option.textContent)).toContain('Ladakh');
    expect(screen.getByLabelText('Pincode').getAttribute('maxlength')).toBe('6');
  });

  it('asks for every field first, then a 6-digit pincode; each message clears after 2 s', async () => {
    const api = fakeApi().on(addAddressEndpoint, {
      message: MESSAGES.address.added,
      addresses: [],
    });
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    fill('Title', 'Home');
    fill('Pincode', '12');
    submit();
    expect(screen.getByText('All details are mandatory!')).toBeTruthy();
    await advanceClock(2_050);
    expect(screen.queryByText(MESSAGES.validation.allDetailsMandatory)).toBeNull();
    fillAll('012345');
    submit();
    expect(screen.getByText('Please enter valid 6 digit pincode!')).toBeTruthy();
    await advanceClock(1_900);
    expect(screen.queryByText(MESSAGES.validation.invalidPincode)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(MESSAGES.validation.invalidPincode)).toBeNull();
    expect(api.calls(addAddressEndpoint)).toHaveLength(0);
  });

  it('keeps only digits in the pincode', () => {
    fakeApi();
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    fill('Pincode', '600-042a');
    expect(screen.getByLabelText('Pincode')).toHaveProperty('value', '600042');
  });

  it('adds the address, says so, and goes back one page after 1 s', async () => {
    const api = fakeApi().on(addAddressEndpoint, {
      message: MESSAGES.address.added,
      addresses: [{ addressid: 'a1', title: 'Home', address: '12 Anna Salai, Chennai' }],
    });
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress', history: ['/checkout'] });
    fillAll();
    submit();
    expect(await screen.findByText('Address Added Successfully!!')).toBeTruthy();
    expect(api.calls(addAddressEndpoint)).toEqual([
      {
        userid: 'user-1',
        title: 'Home',
        address: '12 Anna Salai',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600042',
      },
    ]);
    await advanceClock(900);
    expect(path()).toBe('/addaddress');
    await advanceClock(200);
    expect(path()).toBe('/checkout');
  });

  it('sends every field trimmed', async () => {
    const api = fakeApi().on(addAddressEndpoint, {
      message: MESSAGES.address.added,
      addresses: [],
    });
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    fillAll();
    fill('Title', '  Home ');
    fill('City', ' Chennai  ');
    submit();
    await screen.findByText('Address Added Successfully!!');
    expect(api.calls(addAddressEndpoint)).toEqual([
      expect.objectContaining({ title: 'Home', city: 'Chennai' }),
    ]);
  });

  it('refuses details over 300 characters before calling the server', async () => {
    const api = fakeApi().on(addAddressEndpoint, {
      message: MESSAGES.address.added,
      addresses: [],
    });
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    fillAll();
    fill('Address', 'x'.repeat(301));
    submit();
    expect(screen.getByText(MESSAGES.validation.detailsTooLong)).toBeTruthy();
    await advanceClock(50);
    expect(api.calls(addAddressEndpoint)).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    fakeApi().on(
      addAddressEndpoint,
      failWith(400, 'BAD_REQUEST', MESSAGES.validation.invalidPincode),
    );
    renderAccountScreen(<AddAddressPage />, { path: '/addaddress' });
    fillAll();
    submit();
    expect(await screen.findByText(MESSAGES.validation.invalidPincode)).toBeTruthy();
    expect(path()).toBe('/addaddress');
  });
});
