import { describe, expect, it } from 'vitest';
import {
  cancelWindowsClosed,
  canMoveStage,
  checkStageMove,
  customerMayCancel,
  nextStages,
  ORDER_STAGES,
  orderTimeline,
  shipmentSchema,
  staffMayCancel,
  testResultsSchema,
} from './build-stages';

const SHIPMENT = {
  courier: 'Blue Dart',
  awb: '81234567890',
  trackingUrl: 'https://bluedart.example/t/1',
};

describe('build stages', () => {
  it('moves a PC through every stage in order, one at a time', () => {
    const path = ['Confirmed'];
    for (;;) {
      const current = path.at(-1) as string;
      const forward = nextStages(current, 'PC').filter((stage) => stage !== 'Cancelled');
      if (forward.length === 0) break;
      path.push(forward[0] as string);
    }
    expect(path).toEqual([
      'Confirmed',
      'Parts Reserved',
      'Assembly',
      'Stress Test',
      'Ready to Ship',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('lets an add-on skip the workshop: Parts Reserved goes to Ready to Ship', () => {
    expect(nextStages('Parts Reserved', 'mouse')).toEqual(['Ready to Ship', 'Cancelled']);
    expect(canMoveStage('Parts Reserved', 'Assembly', 'mouse')).toBe(false);
    expect(nextStages('Parts Reserved', 'PB')).toEqual(['Assembly', 'Cancelled']);
  });

  it('allows only the moves of the machine', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STAGES) {
      for (const to of ORDER_STAGES) {
        if (canMoveStage(from, to, 'PC')) allowed.push(`${from} -> ${to}`);
      }
    }
    expect(allowed).toEqual([
      'Confirmed -> Parts Reserved',
      'Confirmed -> Cancelled',
      'Parts Reserved -> Assembly',
      'Parts Reserved -> Cancelled',
      'Assembly -> Stress Test',
      'Assembly -> Cancelled',
      'Stress Test -> Ready to Ship',
      'Stress Test -> Cancelled',
      'Ready to Ship -> Shipped',
      'Ready to Ship -> Cancelled',
      'Shipped -> Out for Delivery',
      'Out for Delivery -> Delivered',
      'Cancelled -> Refunded',
    ]);
  });

  it('never moves back, out of Delivered or Refunded, or from a status that is no stage', () => {
    expect(canMoveStage('Assembly', 'Parts Reserved', 'PC')).toBe(false);
    expect(nextStages('Delivered', 'PC')).toEqual([]);
    expect(nextStages('Refunded', 'PC')).toEqual([]);
    expect(nextStages('On hold', 'PC')).toEqual([]);
    expect(canMoveStage('Confirmed', 'Confirmed', 'PC')).toBe(false);
  });

  it('needs the courier, AWB number and tracking link to ship', () => {
    const move = { from: 'Ready to Ship', to: 'Shipped', itemType: 'PC' };
    expect(checkStageMove(move)).toBe('SHIPMENT_REQUIRED');
    expect(checkStageMove({ ...move, shipment: SHIPMENT })).toBeNull();
    expect(shipmentSchema.safeParse({ ...SHIPMENT, awb: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter a valid AWB number: 6 to 30 letters, digits or dashes, without spaces.',
    );
    expect(
      shipmentSchema.safeParse({ ...SHIPMENT, trackingUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('takes test results only at the Stress Test', () => {
    const results = testResultsSchema.parse({
      benchmarks: [{ name: '3DMark Time Spy', score: 17_840 }],
      temperatures: [{ part: 'CPU', celsius: 78 }],
    });
    expect(
      checkStageMove({ from: 'Assembly', to: 'Stress Test', itemType: 'PC', testResults: results }),
    ).toBeNull();
    expect(
      checkStageMove({
        from: 'Stress Test',
        to: 'Ready to Ship',
        itemType: 'PC',
        testResults: results,
      }),
    ).toBe('TEST_RESULTS_ONLY_AT_STRESS_TEST');
    expect(checkStageMove({ from: 'Shipped', to: 'Cancelled', itemType: 'PC' })).toBe(
      'NOT_ALLOWED',
    );
  });

  it('lets the customer cancel within 24 hours while Confirmed or Parts Reserved', () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const justInside = new Date('2026-03-02T09:59:59Z');
    const atTheHour = new Date('2026-03-02T10:00:00Z');
    expect(customerMayCancel({ status: 'Confirmed', created }, justInside)).toBe(true);
    expect(customerMayCancel({ status: 'Parts Reserved', created }, justInside)).toBe(true);
    expect(customerMayCancel({ status: 'Confirmed', created }, atTheHour)).toBe(false);
    expect(customerMayCancel({ status: 'Assembly', created }, justInside)).toBe(false);
  });

  it('counts the cancel windows closed, which moves exactly when a customerMayCancel answer does', () => {
    const orders = [
      { status: 'Confirmed', created: new Date('2026-03-01T10:00:00Z') },
      { status: 'Parts Reserved', created: new Date('2026-03-01T12:00:00Z') },
      { status: 'Assembly', created: new Date('2026-03-01T08:00:00Z') },
    ];
    expect(cancelWindowsClosed(orders, new Date('2026-03-02T09:59:59Z'))).toBe(0);
    expect(cancelWindowsClosed(orders, new Date('2026-03-02T10:00:00Z'))).toBe(1);
    expect(cancelWindowsClosed(orders, new Date('2026-03-02T12:00:00Z'))).toBe(2);
  });

  it('lets staff cancel any time before Shipped', () => {
    expect(staffMayCancel('Ready to Ship')).toBe(true);
    expect(staffMayCancel('Shipped')).toBe(false);
    expect(staffMayCancel('Cancelled')).toBe(false);
  });

  it("draws the customer's timeline: dates reached, the rest ahead", () => {
    expect(
      orderTimeline('PC', [
        { stage: 'Confirmed', at: '2026-03-01T10:00:00Z' },
        { stage: 'Parts Reserved', at: '2026-03-01T12:00:00Z' },
      ]).slice(0, 3),
    ).toEqual([
      { stage: 'Confirmed', at: '2026-03-01T10:00:00Z' },
      { stage: 'Parts Reserved', at: '2026-03-01T12:00:00Z' },
      { stage: 'Assembly', at: null },
    ]);
    expect(orderTimeline('mouse', []).map((step) => step.stage)).not.toContain('Assembly');
  });

  it('ends a cancelled order at Cancelled and Refunded', () => {
    expect(
      orderTimeline('PC', [
        { stage: 'Confirmed', at: 'a' },
        { stage: 'Cancelled', at: 'b' },
      ]),
    ).toEqual([
      { stage: 'Confirmed', at: 'a' },
      { stage: 'Cancelled', at: 'b' },
      { stage: 'Refunded', at: null },
    ]);
  });
});
