import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, TAG_MANAGER_SCRIPT, trackEvent } from './analytics';

describe('trackEvent', () => {
  afterEach(() => {
    delete window.dataLayer;
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('pushes the event onto window.dataLayer, creating it when absent', () => {
    trackEvent('lead_form_submission', { formType: 'callback_Request' });
    expect(window.dataLayer).toEqual([
      { event: 'lead_form_submission', formType: 'callback_Request' },
    ]);
  });
});

describe('loadTagManager', () => {
  afterEach(() => {
    delete window.dataLayer;
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  const tagManagerScripts = () =>
    [...document.querySelectorAll('script')].filter((script) =>
      script.src.startsWith(TAG_MANAGER_SCRIPT),
    );

  it('loads nothing when no container is configured', () => {
    loadTagManager(null);
    loadTagManager(undefined);
    loadTagManager('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the configured container once, after its start event', () => {
    loadTagManager('GTM-AB12CD3');
    loadTagManager('GTM-AB12CD3');
    expect(tagManagerScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    ]);
    expect(window.dataLayer).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }]);
  });

  it('refuses an id that is not a container id', () => {
    loadTagManager('GTM-1"><script>');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
