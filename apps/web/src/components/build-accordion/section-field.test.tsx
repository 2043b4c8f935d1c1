import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionField } from './section-field';

const chosen = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('a drop-down of the build', () => {
  it('shows that the fields above come first while it offers nothing', () => {
    render(<SectionField field="generation" options={[]} value={undefined} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Processor Series' });
    expect((select as HTMLSelectElement).disabled).toBe(true);
    expect(chosen(select)).toBe('Choose the fields above first');
  });

  it('asks for a choice, then sends the one made', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'Ryzen 5000 Series', label: 'Ryzen 5000 Series' },
      { value: 'Ryzen 7000 Series', label: 'Ryzen 7000 Series' },
    ];
    render(
      <SectionField field="generation" options={options} value={undefined} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Processor Series' });
    expect(chosen(select)).toBe('Select Processor Series');
    fireEvent.change(select, { target: { value: 'Ryzen 7000 Series' } });
    expect(onChange).toHaveBeenCalledWith('Ryzen 7000 Series');
  });
});
