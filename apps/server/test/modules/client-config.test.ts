import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

describe('GET /api/client-config', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('gives the browser the envelope key, the support contacts and the EMI plans, cacheable for 5 minutes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
      supportPhone: '+91 44 4000 1234',
      whatsappNumber: '914440001234',
      googleSignIn: false,
      tagManagerId: null,
      emiPlans: [3, 6, 9, 12].map((months) => ({ months, annualRatePercent: 14, noCost: false })),
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('follows the configuration', async () => {
    const envelopeKey = randomBytes(32).toString('base64');
    const configured = await buildTestApp({
      database: testApp.database,
      env: {
        ENVELOPE_KEY: envelopeKey,
        SUPPORT_PHONE: '+91 80 1234 5678',
        WHATSAPP_NUMBER: '918012345678',
        GTM_ID: 'GTM-AB12CD3',
        EMI_RATES: '6:13.5,3:12',
        EMI_NO_COST_MONTHS: '3',
      },
    });
    const response = await configured.app.inject({ method: 'GET', url: '/api/client-config' });
    const emiPlans = await configured.app.inject({ method: 'GET', url: '/api/emiPlans' });
    await configured.app.close();
    expect(response.json()).toEqual({
      envelopeKey,
      supportPhone: '+91 80 1234 5678',
      whatsappNumber: '918012345678',
      googleSignIn: false,
      tagManagerId: 'GTM-AB12CD3',
      emiPlans: [
        { months: 3, annualRatePercent: 12, noCost: true },
        { months: 6, annualRatePercent: 13.5, noCost: false },
      ],
    });
    // The screens' plans are the ones GET /api/emiPlans answers.
    expect(emiPlans.json()).toEqual({ plans: response.json().emiPlans });
  });
});
