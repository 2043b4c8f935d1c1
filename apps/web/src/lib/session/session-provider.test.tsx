import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards/require-auth';
import { TEST_USER, testDetails } from '../../test/fake-session';
import { jsonResponse, mockShopApi } from '../../test/mock-api';
import { CurrentPath, testQueryClient } from '../../test/render-with-shell';
import { forgetClientConfig } from '../api-client';
import { type Session, useSession } from './session-context';
import { SessionProvider } from './session-provider';

let latest: Session | null = null;

function SessionProbe() {
  latest = useSession();
  return <output data-testid="status">{latest.status}</output>;
}

function renderSession(path = '/orders') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={testQueryClient()}>
        <SessionProvider>
          <SessionProbe />
          <CurrentPath />
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

async function settledStatus() {
  await waitFor(() => expect(screen.getByTestId('status').textContent).not.toBe('loading'));
  return screen.getByTestId('status').textContent;
}

describe('session on load', () => {
  it('loads the user details and keeps the token when authenticated', async () => {
    const fetchMock = mockShopApi({ details: testDetails([2]) });
    renderSession();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await settledStatus()).toBe('authenticated');
    expect(latest?.user).toEqual(TEST_USER);
    expect(latest?.accessToken).toBe('test-access-token');
    expect(latest?.details?.cartInfo).toHaveLength(1);
    const detailsCall = fetchMock.mock.calls.find(([path]) => path === '/api/fetchAllUserDetails');
    expect(detailsCall).toBeTruthy();
  });

  it('is anonymous when there is no refresh token', async () => {
    const errors = vi.spyOn(console, 'error');
    mockShopApi();
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
    expect(latest?.user).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is anonymous when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    forgetClientConfig();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
  });

  it('is anonymous when the user details cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    forgetClientConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/authenticate') {
          return jsonResponse({ message: 'ok', access_token: 't', user_id: 'user-1' });
        }
        return jsonResponse({ message: 'Server error' }, 500);
      }),
    );
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
  });
});

describe('logout', () => {
  it('clears the cookie, empties the user and goes to /', async () => {
    const fetchMock = mockShopApi({ details: testDetails() });
    renderSession('/orders');
    expect(await settledStatus()).toBe('authenticated');

    await act(() => latest?.logout());
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/clearCookie')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(latest?.user).toBeNull();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });
});

describe('logout from a guarded screen', () => {
  it('lands on /, not on the login screen the guard would send a visitor to', async () => {
    mockShopApi({ details: testDetails() });
    render(
      <MemoryRouter initialEntries={['/addresses']}>
        <QueryClientProvider client={testQueryClient()}>
          <SessionProvider>
            <SessionProbe />
            <Routes>
              <Route element={<RequireAuth />}>
                <Route path="/addresses" element={<h1>My Addresses</h1>} />
              </Route>
              <Route path="/login" element={<h1>Login</h1>} />
              <Route path="/" element={<h1>Home</h1>} />
            </Routes>
            <CurrentPath />
          </SessionProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'My Addresses' });
    await act(() => latest?.logout());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });
});

describe('updateDetails', () => {
  it('replaces the cart the navbar counts', async () => {
    mockShopApi({ details: testDetails([1]) });
    renderSession();
    await settledStatus();
    act(() => latest?.updateDetails((details) => ({ ...details, cartInfo: [{ qty: 4 }] })));
    await waitFor(() => expect(latest?.details?.cartInfo).toEqual([{ qty: 4 }]));
  });
});
