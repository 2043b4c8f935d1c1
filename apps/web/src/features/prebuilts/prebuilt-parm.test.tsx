import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrebuiltParmProvider, usePrebuiltParm } from './prebuilt-parm';

function Probe() {
  const parm = usePrebuiltParm();
  return (
    <>
      <output data-testid="parm">{`${parm.useCase}|${parm.price}|${parm.pcs?.length ?? 'none'}`}</output>
      <button type="button" onClick={() => parm.setUseCase('ai')}>
        ai
      </button>
      <button type="button" onClick={() => parm.setPrice(150_000)}>
        budget
      </button>
      <button type="button" onClick={() => parm.setResults([], { useCase: 'ai', price: 150_000 })}>
        search
      </button>
      <Link to="/prebuilts/ai/ai-neuron-5070">machine</Link>
      <Link to="/prebuilts">finder</Link>
      <Link to="/cart">cart</Link>
    </>
  );
}

describe('the finder context (prebuiltParm)', () => {
  it('keeps the choices across /prebuilts paths and resets them on leaving', () => {
    render(
      <MemoryRouter initialEntries={['/prebuilts']}>
        <PrebuiltParmProvider>
          <Routes>
            <Route path="*" element={<Probe />} />
          </Routes>
        </PrebuiltParmProvider>
      </MemoryRouter>,
    );
    const parm = () => screen.getByTestId('parm').textContent;
    expect(parm()).toBe('gaming|100000|none');
    fireEvent.click(screen.getByText('ai'));
    fireEvent.click(screen.getByText('budget'));
    fireEvent.click(screen.getByText('search'));
    expect(parm()).toBe('ai|150000|0');
    fireEvent.click(screen.getByText('machine'));
    fireEvent.click(screen.getByText('finder'));
    expect(parm()).toBe('ai|150000|0');
    fireEvent.click(screen.getByText('cart'));
    expect(parm()).toBe('gaming|100000|none');
  });
});
