import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';
import { useFilters } from './use-filters';

interface Part {
  id: string;
  name: string;
  price: number;
}

const PARTS: Part[] = [
  { id: 'a', name: 'Ryzen 5 7600', price: 18_999 },
  { id: 'b', name: 'RTX 5060', price: 29_999 },
];

const COLUMNS: Column<Part>[] = [
  { header: 'Part', unlabelled: true, cell: (part) => part.name },
  {
    header: 'Price',
    sortField: 'price',
    className: 'admin-cell-short',
    cell: (part) => part.price,
  },
  { header: 'Save', headerHidden: true, cell: () => <button type="button">Save</button> },
];

function Parts(props: Partial<Parameters<typeof DataTable<Part, string>>[0]>) {
  return (
    <DataTable
      label="Parts table"
      columns={COLUMNS}
      rows={PARTS}
      rowKey={(part) => part.id}
      empty="No parts here."
      {...props}
    />
  );
}

function SortedParts() {
  const [sort, setSort] = useState('name');
  return <Parts sort={{ value: sort, onSort: setSort }} />;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('a console table', () => {
  it('draws each row by its columns, in a named region, each cell named for a phone', () => {
    render(<Parts />);
    const region = screen.getByRole('region', { name: 'Parts table' });
    const [head, first, second] = within(region).getAllByRole('row') as HTMLElement[];
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Part', 'Price', 'Save']);
    expect(within(head as HTMLElement).getByText('Save').className).toBe('visually-hidden');
    expect(cellsOf(first as HTMLElement).map((td) => td.textContent)).toEqual([
      'Ryzen 5 7600',
      '18999',
      'Save',
    ]);
    const [name, price, save] = cellsOf(second as HTMLElement);
    expect(name?.getAttribute('data-label')).toBeNull();
    expect(price?.getAttribute('data-label')).toBe('Price');
    expect(price?.className).toBe('admin-cell-short');
    expect(save?.getAttribute('data-label')).toBeNull();
  });

  it('lets a row with state of its own draw its row, under the columns’ headings', () => {
    render(
      <Parts
        renderRow={(part) => (
          <tr>
            <td colSpan={3}>{`Own row of ${part.name}`}</td>
          </tr>
        )}
      />,
    );
    expect(screen.getByText('Own row of RTX 5060')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('asks for the column’s sort ascending, then descending, and says which is in force', () => {
    render(<SortedParts />);
    const price = () => screen.getByRole('columnheader', { name: /Price/ });
    expect(price().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(price()).getByRole('button'));
    expect(price().getAttribute('aria-sort')).toBe('ascending');
    expect(price().textContent).toBe('Price ▲');
    fireEvent.click(within(price()).getByRole('button'));
    expect(price().getAttribute('aria-sort')).toBe('descending');
    expect(price().textContent).toBe('Price ▼');
    // A column without a sort field is a plain heading.
    expect(
      within(screen.getByRole('columnheader', { name: 'Part' })).queryByRole('button'),
    ).toBeNull();
  });

  it('pages under the table: the page, its count and the count of rows in all', () => {
    const onPage = vi.fn();
    render(<Parts pager={{ page: 1, pageSize: 2, total: 5, onPage }} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(pages.textContent).toContain('5 in all');
    expect(within(pages).queryByRole('button', { name: /Previous/ })).toBeNull();
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('table').className).not.toContain('mb-0');
  });

  it('says a list counted only so far as more than its count, and still leads to the next page', () => {
    const onPage = vi.fn();
    render(<Parts pager={{ page: 400, pageSize: 25, total: 20_000, totalCapped: true, onPage }} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 400 of 800+');
    expect(pages.textContent).toContain('20,000+ in all');
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenCalledWith(401);
  });

  it('stops at the last page of a list counted to its end', () => {
    render(
      <Parts pager={{ page: 3, pageSize: 2, total: 5, totalCapped: false, onPage: vi.fn() }} />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 3 of 3');
    expect(pages.textContent).not.toContain('+');
    expect(within(pages).queryByRole('button', { name: /Next/ })).toBeNull();
  });

  it('keeps no margin under a table with no pager, the last thing in its card', () => {
    render(<Parts />);
    expect(screen.getByRole('table').className).toContain('mb-0');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says what an empty list says, as a status, in place of the table, and still pages', () => {
    render(<Parts rows={[]} pager={{ page: 1, pageSize: 25, total: 0, onPage: () => {} }} />);
    expect(screen.getByRole('status').textContent).toBe('No parts here.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('0 in all');
  });

  it('shows nothing but its loading words until the rows arrive, and no pager', () => {
    const { rerender } = render(<Parts rows={undefined} pager={undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Parts rows={undefined} loading="Loading parts…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading parts…');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the error above the rows it still has', () => {
    render(<Parts error={new Error('The catalogue could not be read.')} />);
    expect(screen.getByRole('alert').textContent).toBe('The catalogue could not be read.');
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('a list’s filters', () => {
  it('go back to the first page when one changes', () => {
    const { result } = renderHook(() => useFilters({ status: 'new' }, 25));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('status', 'closed'));
    expect(result.current.filters).toEqual({ status: 'closed' });
    expect(result.current.page).toBe(1);
    expect(result.current.pager(undefined)).toBeUndefined();
    expect(result.current.pager({ total: 60, totalCapped: false })).toMatchObject({
      page: 1,
      pageSize: 25,
      total: 60,
      totalCapped: false,
    });
  });
});
