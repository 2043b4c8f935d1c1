import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_CODES } from './payment-codes';
import {
  paymentCodeInWords,
  recheckInWords,
  reviewReasonInWords,
  stillPendingReason,
} from './payment-words';

describe('payment codes in words', () => {
  it('says every status code in words, none of them a raw code', () => {
    for (const code of Object.values(PAYMENT_STATUS_CODES)) {
      expect(paymentCodeInWords(code)).not.toMatch(/[A-Z]{2,}_|_[A-Z]{2,}/);
      expect(paymentCodeInWords(code)).toContain('PhonePe');
    }
    expect(paymentCodeInWords('PAYMENT_PENDING')).toBe('pending at PhonePe');
    expect(paymentCodeInWords('PAYMENT_DECLINED')).toBe('declined at PhonePe');
    expect(paymentCodeInWords('INTERNAL_SERVER_ERROR')).toBe('unanswered by PhonePe');
  });

  it('quotes a code it does not know rather than hiding it', () => {
    expect(paymentCodeInWords('AUTHORIZATION_FAILED')).toBe(
      'answered "AUTHORIZATION_FAILED" by PhonePe',
    );
  });

  it('writes why a payment is held in words, and rewords reasons stored with a code', () => {
    expect(stillPendingReason('PAYMENT_PENDING', 20)).toBe(
      'Still pending at PhonePe after 20 minutes',
    );
    expect(reviewReasonInWords('Still PAYMENT_PENDING after 20 minutes')).toBe(
      'Still pending at PhonePe after 20 minutes',
    );
    expect(reviewReasonInWords('Paid ₹1,000 where ₹2,000 was asked')).toBe(
      'Paid ₹1,000 where ₹2,000 was asked',
    );
    expect(reviewReasonInWords('Refund still PENDING_X after 10 days')).toBe(
      'Refund still PENDING_X after 10 days',
    );
  });

  it('tells staff what a re-check found', () => {
    expect(recheckInWords({ status: 'FAILED', held: true, code: 'PAYMENT_PENDING' })).toBe(
      'Still pending at PhonePe: held for review.',
    );
    expect(recheckInWords({ status: 'SUCCESS', held: false, code: 'PAYMENT_SUCCESS' })).toBe(
      'Paid: order placed.',
    );
    expect(recheckInWords({ status: 'FAILED', held: false, code: 'PAYMENT_DECLINED' })).toBe(
      'Not paid: declined at PhonePe. No longer held.',
    );
    expect(recheckInWords({ status: 'FAILED', held: true, code: 'PAYMENT_SUCCESS' })).toBe(
      'Paid at PhonePe, yet held for review.',
    );
  });
});
