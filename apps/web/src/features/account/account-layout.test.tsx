import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context';
import { loggedInSession } from '../../test/fake-session';
import { CurrentPath, testQueryClient } from '../../test/render-with-shell';
import { AccountLayout } from './account-layout';

const MENU = ['My Profile', 'My Orders', 'My Addresses', 'My Coupons', 'My Tickets'];

function renderLayout(path = '/profile') {
  const logout = vi.fn(async () => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={testQueryClient()}>
        <SessionContext.Provider value={{ ...loggedInSession(), logout }}>
          <Routes>
            <Route element={<AccountLayout />}>
              <Route path="/profile" element={<h1>My Profile</h1>} />
              <Route path="/addresses" element={<h1>My Addresses</h1>} />
              <Route path="/addaddress" element={<h1>Add Address</h1>} />
            </Route>
          </Routes>
          <CurrentPath />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { logout };
}

// Bootstrap's Offcanvas reads a media query; the test DOM has none, so answer "not wide".
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account side menu', () => {
  it('lists the account screens in order, then Logout, beside the screen', () => {
    renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Account area' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(MENU);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
  });

  it('marks the current screen, counting Add Address as My Addresses', () => {
    renderLayout('/addaddress');
    const menu = screen.getByRole('navigation', { name: 'Account area' });
    expect(
      within(menu).getByRole('link', { name: 'My Addresses' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('logs out from the menu', () => {
    const { logout } = renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Account area' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('account drawer (under 992 px)', () => {
  it('opens from the Account menu button and closes when a screen is chosen', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('link', { name: 'My Addresses' }));
    expect(screen.getByTestId('current-path').textContent).toBe('/addresses');
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});
