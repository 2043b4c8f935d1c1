import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TAG_MANAGER_SCRIPT } from '../../lib/analytics';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith(TAG_MANAGER_SCRIPT),
  );

describe('the tag manager', () => {
  afterEach(() => {
    delete window.dataLayer;
    for (const script of tagManagerScripts()) script.remove();
  });

  it("loads on any screen once the shop's settings name a container", async () => {
    fakeApi({ tagManagerId: 'GTM-AB12CD3' }).signedOut();
    renderApp('/returns-policy');
    await waitFor(() =>
      expect(tagManagerScripts().map((script) => script.src)).toEqual([
        `${TAG_MANAGER_SCRIPT}?id=GTM-AB12CD3`,
      ]),
    );
  });

  it('loads nothing when the settings name none', async () => {
    fakeApi({ tagManagerId: null }).signedOut();
    renderApp('/returns-policy');
    // The settings have arrived once the WhatsApp button they name shows.
    await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(tagManagerScripts()).toHaveLength(0);
  });
});
