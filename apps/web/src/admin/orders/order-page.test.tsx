import {
  type StaffOrder,
  type StaffOrderAnswer,
  staffCancelOrderEndpoint,
  staffMoveOrderEndpoint,
  staffOrderEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff, staffOrder } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const ORDER_ID = '3f2c9a10-0000-4000-8000-000000000003';

function answerAt(status: string, nextStages: StaffOrder['nextStages']): StaffOrderAnswer {
  // A long name and email, as the page must fit them on a phone.
  const order = staffOrder(status, nextStages, {
    orderid: ORDER_ID,
    customerName: 'Arjun Venkataraghavan Subramaniam',
    customerEmail: 'arjun.venkataraghavan.subramaniam@example.in',
  });
  return {
    order,
    events: [],
    paymentOrders: [
      {
        orderid: ORDER_ID,
        orderNumber: order.orderNumber,
        title: order.title,
        status,
        value: order.value,
      },
    ],
    paymentRefund: 1_00_000,
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe("an order's page in the console", { timeout: 20_000 }, () => {
  it('refuses a half-filled Stress Test row, naming it and what it lacks, and sends nothing', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffOrderEndpoint, answerAt('Assembly', ['Stress Test', 'Cancelled']))
      .on(staffMoveOrderEndpoint, () => answerAt('Stress Test', ['Ready to Ship', 'Cancelled']));
    renderApp(`/admin/orders/${ORDER_ID}`);
    const move = await screen.findByRole('button', { name: 'Move to Stress Test' }, LAZY_WAIT);

    // The benchmark's name is there, its score is not.
    type('Benchmark', '3DMark Time Spy');
    fireEvent.click(move);
    expect(alertTexts()).toEqual([
      'The benchmark "3DMark Time Spy" has no score. Enter its score, or clear the benchmark to record none.',
    ]);
    expect(field('Score').getAttribute('aria-invalid')).toBe('true');
    // Editing another field leaves the message; editing the score takes it away.
    type('CPU under load (°C)', '999');
    expect(alertTexts()).toHaveLength(1);
    type('Score', '13250');
    expect(alertTexts()).toEqual([]);

    // A score without its benchmark.
    type('Benchmark', '');
    fireEvent.click(move);
    expect(alertTexts()).toEqual([
      "The score 13250 has no benchmark. Enter the benchmark's name, or clear the score to record none.",
    ]);

    // The temperatures are checked the same way.
    type('Benchmark', '3DMark Time Spy');
    fireEvent.click(move);
    expect(alertTexts()).toEqual(['The CPU temperature must be from -20 to 150 °C, not 999.']);
    expect(api.calls(staffMoveOrderEndpoint)).toEqual([]);

    type('CPU under load (°C)', '78');
    fireEvent.click(move);
    await waitFor(() =>
      expect(api.calls(staffMoveOrderEndpoint)).toEqual([
        {
          from: 'Assembly',
          to: 'Stress Test',
          testResults: {
            benchmarks: [{ name: '3DMark Time Spy', score: 13_250 }],
            temperatures: [{ part: 'CPU', celsius: 78 }],
          },
        },
      ]),
    );
  });

  it('moves on without results when the rows are left empty', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffOrderEndpoint, answerAt('Assembly', ['Stress Test', 'Cancelled']))
      .on(staffMoveOrderEndpoint, () => answerAt('Stress Test', ['Ready to Ship', 'Cancelled']));
    renderApp(`/admin/orders/${ORDER_ID}`);
    const move = await screen.findByRole('button', { name: 'Move to Stress Test' }, LAZY_WAIT);
    type('Benchmark', '');
    fireEvent.click(move);
    await waitFor(() =>
      expect(api.calls(staffMoveOrderEndpoint)).toEqual([
        { from: 'Assembly', to: 'Stress Test', testResults: { benchmarks: [], temperatures: [] } },
      ]),
    );
    expect(alertTexts()).toEqual([]);
  });

  it('says what an AWB number may be, and a message goes once its field is edited', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffOrderEndpoint, answerAt('Ready to Ship', ['Shipped', 'Cancelled']))
      .on(staffMoveOrderEndpoint, () => answerAt('Shipped', ['Out for Delivery']));
    renderApp(`/admin/orders/${ORDER_ID}`);
    const move = await screen.findByRole('button', { name: 'Move to Shipped' }, LAZY_WAIT);
    const awb = field('AWB number');
    const hint = document.getElementById(awb.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('6 to 30 letters, digits or dashes, without spaces.');

    fireEvent.click(move);
    expect(alertTexts()).toEqual(['Please enter the courier!']);
    type('AWB number', 'BD 7712');
    expect(alertTexts()).toEqual(['Please enter the courier!']);
    type('Courier', 'Blue Dart');
    expect(alertTexts()).toEqual([]);

    type('Tracking link', 'https://www.bluedart.com/tracking');
    fireEvent.click(move);
    expect(alertTexts()).toEqual([
      'Please enter a valid AWB number: 6 to 30 letters, digits or dashes, without spaces.',
    ]);
    expect(awb.getAttribute('aria-invalid')).toBe('true');
    type('AWB number', 'BD-77120045');
    expect(alertTexts()).toEqual([]);
    expect(api.calls(staffMoveOrderEndpoint)).toEqual([]);

    fireEvent.click(move);
    await waitFor(() =>
      expect(api.calls(staffMoveOrderEndpoint)).toEqual([
        {
          from: 'Ready to Ship',
          to: 'Shipped',
          shipment: {
            courier: 'Blue Dart',
            awb: 'BD-77120045',
            trackingUrl: 'https://www.bluedart.com/tracking',
          },
        },
      ]),
    );
  });

  it('shows one message at a time: a stale move gives way to the next form sent', async () => {
    let answer = answerAt('Confirmed', ['Parts Reserved', 'Cancelled']);
    signedInStaff(fakeApi())
      .on(staffOrderEndpoint, () => answer)
      .on(staffMoveOrderEndpoint, () => {
        answer = answerAt('Parts Reserved', ['Assembly', 'Cancelled']);
        return failWith(
          409,
          'STAGE_CHANGED',
          'This order was moved by someone else. Here it is as it is now.',
          { order: answer.order },
        );
      })
      .on(staffCancelOrderEndpoint, () => answer);
    renderApp(`/admin/orders/${ORDER_ID}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move to Parts Reserved' }, LAZY_WAIT),
    );
    await screen.findByRole('button', { name: 'Move to Assembly' });
    expect(alertTexts()).toEqual([
      'This order was moved by someone else. Here it is as it is now.',
    ]);

    // Cancelling without a reason: its message, and only its.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(alertTexts()).toEqual(['Please give the reason.']);
    type('Reason', 'Customer called');
    expect(alertTexts()).toEqual([]);
  });
});
