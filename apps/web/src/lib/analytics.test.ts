import { afterEach, describe, expect, it } from 'vitest';
import { trackEvent } from './analytics';

describe('trackEvent', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes the event onto window.dataLayer, creating it when absent', () => {
    trackEvent('lead_form_submission', { formType: 'callback_Request' });
    expect(window.dataLayer).toEqual([
      { event: 'lead_form_submission', formType: 'callback_Request' },
    ]);
  });
});
