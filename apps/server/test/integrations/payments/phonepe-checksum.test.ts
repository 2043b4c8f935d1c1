import { describe, expect, it } from 'vitest';
import {
  callbackChecksum,
  checksumMatches,
  payChecksum,
  statusChecksum,
} from '../../../src/integrations/payments/phonepe-checksum';

// PhonePe's published UAT test merchant and salt.
const salt = { saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', saltIndex: '1' };

// Our own vector, worked out the way PhonePe's sample is, outside the code under test:
//   printf '%s' "$B64/pg/v1/pay$SALT" | sha256sum
const payload = {
  merchantId: 'PGTESTPAYUAT',
  merchantTransactionId: 'RFTEST0001',
  merchantUserId: 'RFUSER0001',
  amount: 8984262,
  redirectUrl: 'https://rigforge.in/payment/validate/RFTEST0001',
  redirectMode: 'REDIRECT',
  callbackUrl: 'https://rigforge.in/api/payment/callback/phonepe',
  mobileNumber: '9876543210',
  paymentInstrument: { type: 'PAY_PAGE' },
};
const base64Payload =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRUcmFuc2FjdGlvbklkIjoiUkZURVNUMDAwMSIsIm1lcmNoYW50VXNlcklkIjoiUkZVU0VSMDAwMSIsImFtb3VudCI6ODk4NDI2MiwicmVkaXJlY3RVcmwiOiJodHRwczovL3JpZ2ZvcmdlLmluL3BheW1lbnQvdmFsaWRhdGUvUkZURVNUMDAwMSIsInJlZGlyZWN0TW9kZSI6IlJFRElSRUNUIiwiY2FsbGJhY2tVcmwiOiJodHRwczovL3JpZ2ZvcmdlLmluL2FwaS9wYXltZW50L2NhbGxiYWNrL3Bob25lcGUiLCJtb2JpbGVOdW1iZXIiOiI5ODc2NTQzMjEwIiwicGF5bWVudEluc3RydW1lbnQiOnsidHlwZSI6IlBBWV9QQUdFIn19';

describe('PhonePe X-VERIFY', () => {
  it('encodes the pay payload as base64 JSON', () => {
    expect(Buffer.from(JSON.stringify(payload)).toString('base64')).toBe(base64Payload);
  });

  it('signs pay as sha256(base64 payload + "/pg/v1/pay" + salt key) ### salt index', () => {
    expect(payChecksum(base64Payload, salt)).toBe(
      'c36c36a4c1cfaefc1c4b41696de4690d9067efe427fcc6bc7c639d26d65af330###1',
    );
  });

  it('signs status as sha256("/pg/v1/status/{merchant}/{transaction}" + salt key) ### salt index', () => {
    expect(statusChecksum('PGTESTPAYUAT', 'RFTEST0001', salt)).toBe(
      'a6f83059361bf3b7d586152286b1e093821e50be46494cd666d530d8e1c9f2ad###1',
    );
  });

  it('checks a callback as sha256(base64 response + salt key) ### salt index', () => {
    const expected = 'b3a72b33071810ad86db72b6f9feda41f24434c4e1d425eb5d8c8383a47d0a10###1';
    expect(callbackChecksum(base64Payload, salt)).toBe(expected);
    expect(checksumMatches(expected, expected)).toBe(true);
    expect(checksumMatches(expected, expected.toUpperCase())).toBe(true);
  });

  it('refuses a checksum made with another salt, index or text, or none at all', () => {
    const expected = callbackChecksum(base64Payload, salt);
    expect(
      checksumMatches(expected, callbackChecksum(base64Payload, { ...salt, saltIndex: '2' })),
    ).toBe(false);
    expect(
      checksumMatches(expected, callbackChecksum(base64Payload, { ...salt, saltKey: 'x' })),
    ).toBe(false);
    expect(checksumMatches(expected, callbackChecksum(`${base64Payload}=`, salt))).toBe(false);
    expect(checksumMatches(expected, undefined)).toBe(false);
    expect(checksumMatches(expected, '')).toBe(false);
  });
});
