import {
  clearCookieEndpoint,
  fetchAllUserDetailsEndpoint,
  sessionCheckEndpoint,
} from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi, fakeServer } from '../../test/fake-api';
import { TEST_USER, testDetails } from '../../test/fake-session';
import { CurrentPath, testQueryClient } from '../../test/render-with-shell';
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
    const api = fakeApi().signedIn(testDetails([2]));
    renderSession();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await settledStatus()).toBe('authenticated');
    expect(latest?.user).toEqual(TEST_USER);
    expect(latest?.accessToken).toBe('test-access-token');
    expect(latest?.details?.cartInfo).toHaveLength(1);
    expect(api.calls(fetchAllUserDetailsEndpoint)).toEqual([{ id: TEST_USER.id }]);
  });

  it('is anonymous when there is no refresh token', async () => {
    const errors = vi.spyOn(console, 'error');
    fakeApi().signedOut();
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
    expect(latest?.user).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is anonymous when the server cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
    fakeServer.use(http.post(sessionCheckEndpoint.path, () => HttpResponse.error()));
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
    expect(errors).toHaveBeenCalled();
  });

  it('is anonymous when the user details cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi()
      .on(sessionCheckEndpoint, { message: 'ok', access_token: 't', user_id: TEST_USER.id })
      .on(fetchAllUserDetailsEndpoint, failWith(500, 'SERVER_ERROR', 'Server error'));
    renderSession();
    expect(await settledStatus()).toBe('anonymous');
  });
});

describe('logout', () => {
  it('clears the cookie, empties the user and goes to /', async () => {
    const api = fakeApi().signedIn(testDetails());
    renderSession('/orders');
    expect(await settledStatus()).toBe('authenticated');

    await act(() => latest?.logout());
    expect(api.calls(clearCookieEndpoint)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(latest?.user).toBeNull();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });
});

describe('updateDetails', () => {
  it('replaces the cart the navbar counts', async () => {
    fakeApi().signedIn(testDetails([1]));
    renderSession();
    await settledStatus();
    const fourOfOne = testDetails([4]).cartInfo;
    act(() => latest?.updateDetails((details) => ({ ...details, cartInfo: fourOfOne })));
    await waitFor(() => expect(latest?.details?.cartInfo).toEqual(fourOfOne));
  });
});
