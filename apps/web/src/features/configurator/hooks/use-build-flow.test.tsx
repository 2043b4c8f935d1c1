import {
  type BuildPrice,
  CONFIGURATOR_SECTIONS,
  SELECTION_FIELDS,
  type Selection,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstChoiceSelection,
  REAL_CATALOGUE,
} from '../../../components/pc-build/catalogue-fixture';
import { advanceClock } from '../../../test/clock';
import { CABINET_SECTION, compatibleCabinets } from '../compatible-cabinets';
import { useBuildFlow } from './use-build-flow';

// The flow's timing is what is under test here, so the server's price is a plain function.
const priceBuild = vi.fn<(selection: Selection) => Promise<BuildPrice>>();

const PRICED: BuildPrice = {
  complete: true,
  problems: [],
  struckPrice: 99_490,
  sellingPrice: 89_541,
  saving: 9_949,
  struckPricePaise: 9_949_000,
  sellingPricePaise: 8_954_100,
  savingPaise: 994_900,
  tier: 'Pro PC',
};

function renderFlow() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBuildFlow(REAL_CATALOGUE, priceBuild), { wrapper });
}

type Flow = ReturnType<typeof renderFlow>['result'];

async function chooseAll(result: Flow, selection: Selection) {
  for (const field of SELECTION_FIELDS) {
    const value = selection[field];
    if (value) await act(async () => result.current.choose(field, value));
  }
}

const flush = () => act(async () => {});

describe('the build flow', () => {
  beforeEach(() => {
    priceBuild.mockReset();
    priceBuild.mockResolvedValue(PRICED);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears every later field when an earlier one changes, and a new platform clears all', async () => {
    const { result } = renderFlow();
    const full = firstChoiceSelection();
    await chooseAll(result, full);
    expect(result.current.selection).toEqual(full);

    await act(async () => result.current.choose('ramType', full.ramType));
    expect(result.current.selection).toEqual({
      platform: full.platform,
      gpuType: full.gpuType,
      generation: full.generation,
      processor: full.processor,
      ramType: full.ramType,
    });
    expect(result.current.price.status).toBe('none');

    await act(async () => result.current.choose('platform', 'Intel'));
    expect(result.current.selection).toEqual({ platform: 'Intel' });
  });

  it('opens the next section once a section is complete, and not before', async () => {
    const { result } = renderFlow();
    expect(result.current.openSection).toBe(0);
    const full = firstChoiceSelection();
    await act(async () => result.current.choose('platform', full.platform));
    expect(result.current.openSection).toBe(0);
    await chooseAll(result, { ...full, ramType: undefined, chipset: undefined, ...later() });
    expect(result.current.openSection).toBe(1);
    await act(async () => result.current.choose('ramType', full.ramType));
    await act(async () => result.current.choose('chipset', full.chipset));
    expect(result.current.openSection).toBe(2);
  });

  it('blocks a section whose prerequisites are empty with the guard message', async () => {
    const { result } = renderFlow();
    await act(async () => result.current.toggleSection(2));
    expect(result.current.guard).toEqual({
      sectionIndex: 2,
      message: 'Please complete preceding sections first!',
    });
    expect(result.current.openSection).toBe(0);

    await chooseAll(result, { ...firstChoiceSelection(), ...later('ramType') });
    await act(async () => result.current.toggleSection(2));
    expect(result.current.guard?.message).toBe('Please complete Chipset section first!');
    expect(result.current.openSection).toBe(1);

    await act(async () => result.current.dismissGuard());
    expect(result.current.guard).toBeNull();
    await act(async () => result.current.toggleSection(0));
    expect(result.current.openSection).toBe(0);
    await act(async () => result.current.toggleSection(null));
    expect(result.current.openSection).toBeNull();
  });

  it('asks the server for the price once the cabinet model is chosen', async () => {
    let answer: (price: BuildPrice) => void = () => {};
    priceBuild.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderFlow();
    const full = firstChoiceSelection();
    await chooseAll(result, full);

    expect(priceBuild).toHaveBeenCalledTimes(1);
    expect(priceBuild).toHaveBeenCalledWith(full);
    expect(result.current.price).toEqual({ status: 'pricing', keepSummary: false });
    expect(result.current.showSummary).toBe(false);

    await act(async () => answer(PRICED));
    expect(result.current.price).toEqual({ status: 'priced', price: PRICED });
    expect(result.current.showSummary).toBe(true);
  });

  it('drops a price that arrives after the build changed', async () => {
    let answer: (price: BuildPrice) => void = () => {};
    priceBuild.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderFlow();
    const full = firstChoiceSelection();
    await chooseAll(result, full);
    await act(async () => result.current.choose('psu', full.psu));
    await act(async () => answer(PRICED));
    expect(result.current.price.status).toBe('none');
    expect(result.current.showSummary).toBe(false);
  });

  it('hides the summary when the server prices the build at 0', async () => {
    priceBuild.mockResolvedValue({
      ...PRICED,
      complete: false,
      problems: ['The cabinet is not sold any more'],
      sellingPricePaise: 0,
      sellingPrice: 0,
    });
    const { result } = renderFlow();
    await chooseAll(result, firstChoiceSelection());
    await flush();
    expect(result.current.price.status).toBe('priced');
    expect(result.current.showSummary).toBe(false);
  });
});

describe('previous and next cabinet', () => {
  beforeEach(() => {
    priceBuild.mockReset();
    priceBuild.mockResolvedValue(PRICED);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const cabinets = compatibleCabinets(REAL_CATALOGUE, firstChoiceSelection());

  it('has several cabinets to step through in the first-choice build', () => {
    expect(cabinets.length).toBeGreaterThanOrEqual(3);
    expect(cabinets[0]?.id).toBe(firstChoiceSelection().cabinetModel);
  });

  async function pricedBuild() {
    const flow = renderFlow();
    await chooseAll(flow.result, firstChoiceSelection());
    await flush();
    expect(flow.result.current.showSummary).toBe(true);
    priceBuild.mockClear();
    vi.useFakeTimers();
    return flow.result;
  }

  it('moves to the next cabinet, resets the price to 0, waits 500 ms, then prices again', async () => {
    const result = await pricedBuild();
    await act(async () => result.current.stepCabinet(1));

    const second = cabinets[1];
    expect(result.current.selection.cabinetModel).toBe(second?.id);
    expect(result.current.selection.cabinetBrand).toBe(second?.brand);
    expect(result.current.price).toEqual({ status: 'pricing', keepSummary: true });
    expect(result.current.showSummary).toBe(true);
    expect(result.current.cabinetPosition).toEqual({ index: 1, count: cabinets.length });

    await advanceClock(UI_TIMINGS_MS.cabinetCycleDelay - 1);
    expect(priceBuild).not.toHaveBeenCalled();
    await advanceClock(1);
    expect(priceBuild).toHaveBeenCalledTimes(1);
    expect(priceBuild).toHaveBeenCalledWith(result.current.selection);
    await flush();
    expect(result.current.price).toEqual({ status: 'priced', price: PRICED });
  });

  it('prices only the cabinet the visitor stops at when stepping quickly', async () => {
    const result = await pricedBuild();
    await act(async () => result.current.stepCabinet(1));
    await advanceClock(200);
    await act(async () => result.current.stepCabinet(1));
    await advanceClock(UI_TIMINGS_MS.cabinetCycleDelay);
    expect(priceBuild).toHaveBeenCalledTimes(1);
    expect(priceBuild.mock.calls[0]?.[0].cabinetModel).toBe(cabinets[2]?.id);
  });

  it('stops at the end of the list and clears the cabinet', async () => {
    const result = await pricedBuild();
    for (let step = 1; step < cabinets.length; step += 1) {
      await act(async () => result.current.stepCabinet(1));
      await advanceClock(UI_TIMINGS_MS.cabinetCycleDelay);
    }
    expect(result.current.selection.cabinetModel).toBe(cabinets.at(-1)?.id);
    priceBuild.mockClear();

    await act(async () => result.current.stepCabinet(1));
    expect(result.current.selection.cabinetBrand).toBeUndefined();
    expect(result.current.selection.cabinetModel).toBeUndefined();
    expect(result.current.selection.psu).toBe(firstChoiceSelection().psu);
    expect(result.current.price).toEqual({ status: 'none' });
    expect(result.current.showSummary).toBe(false);
    expect(result.current.openSection).toBe(CABINET_SECTION);
    expect(CONFIGURATOR_SECTIONS[CABINET_SECTION]?.name).toBe('Cabinet');

    await advanceClock(UI_TIMINGS_MS.cabinetCycleDelay * 2);
    expect(priceBuild).not.toHaveBeenCalled();
  });

  it('clears the cabinet when stepping back from the first one', async () => {
    const result = await pricedBuild();
    await act(async () => result.current.stepCabinet(-1));
    expect(result.current.selection.cabinetModel).toBeUndefined();
    expect(result.current.showSummary).toBe(false);
  });
});

/** A partial selection without `from` and every field after it. */
function later(from: (typeof SELECTION_FIELDS)[number] = 'ramType'): Selection {
  const start = SELECTION_FIELDS.indexOf(from);
  return Object.fromEntries(SELECTION_FIELDS.slice(start).map((field) => [field, undefined]));
}
