import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactFields } from './contact-fields';

const EMPTY = { name: '', email: '', phone: '' };

describe('the name, email and phone of a form', () => {
  it("lays the fields out in the form's own order, each required", () => {
    render(
      <ContactFields
        idOf={(field) => `callback-${field}`}
        order={['name', 'phone', 'email']}
        value={EMPTY}
        onValue={() => {}}
      />,
    );
    const fields = screen.getAllByRole('textbox');
    expect(fields.map((field) => field.id)).toEqual([
      'callback-name',
      'callback-phone',
      'callback-email',
    ]);
    expect(fields.every((field) => (field as HTMLInputElement).required)).toBe(true);
    expect(screen.getByLabelText('Phone Number').getAttribute('maxlength')).toBe('10');
  });

  it('keeps a typed phone number to its digits, and passes name and email as typed', () => {
    const onValue = vi.fn();
    render(
      <ContactFields
        idOf={(field) => field}
        order={['name', 'email', 'phone']}
        value={EMPTY}
        onValue={onValue}
      />,
    );
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '98-765 43210' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha R' } });
    expect(onValue).toHaveBeenNthCalledWith(1, 'phone', '9876543210');
    expect(onValue).toHaveBeenNthCalledWith(2, 'name', 'Asha R');
  });
});
