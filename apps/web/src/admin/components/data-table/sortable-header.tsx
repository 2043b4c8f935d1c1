/**
 * A column heading that sorts the table by it: ascending, then descending. On a phone its button,
 * found by aria-sort, is all that shows of the header, above the cards (table-cards.css).
 */
export function SortableHeader<Sort extends string>({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const ascending = sort === field;
  const descending = sort === `-${field}`;
  const next = (ascending ? `-${field}` : field) as Sort;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : 'none'}>
      <button type="button" onClick={() => onSort(next)}>
        {label} {ascending ? '▲' : descending ? '▼' : ''}
      </button>
    </th>
  );
}
