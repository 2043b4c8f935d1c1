import {
  STOCK_ITEM_KINDS,
  type StockItem,
  type StockItemKind,
  staffCatalogueEndpoint,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import './catalogue.css';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import {
  FilterBar,
  FilterSearch,
  FilterSelect,
  optionsNamedAsValues,
} from '../components/data-table/filter-bar';
import { pageOf } from '../components/data-table/pager';
import { useFilters } from '../components/data-table/use-filters';
import { StockRow } from './stock-row';

const PAGE_SIZE = 25;

/** What an empty list says: the search, the kind and the low-stock filter that left nothing. */
function noneWords(search: string, kind: KindFilter, low: boolean): string {
  const among = `${kind === 'all' ? '' : ` among ${kind} items`}${low ? ' on the low-stock list' : ''}`;
  if (search) return `No items match “${search}”${among}.`;
  return low
    ? `Nothing is low on stock${kind === 'all' ? '' : ` among ${kind} items`}.`
    : 'No items here.';
}

type KindFilter = 'all' | StockItemKind;
const KIND_FILTER = {
  id: 'catalogue-kind',
  label: 'Kind',
  options: [{ value: 'all', label: 'Everything' }, ...optionsNamedAsValues(STOCK_ITEM_KINDS)],
};
const SEARCH = { id: 'catalogue-search', placeholder: 'Search by name' };

/** Price sorts cheapest first or not at all: a second press puts the list back as it came. */
type PriceSort = '' | 'price' | '-price';

/** Each row is a form (StockRow) and draws its own cells under these headings. */
const PARTS_TABLE: TableDefinition<StockItem> = {
  label: 'Parts table',
  columns: [
    { header: 'Item' },
    { header: 'Price', sortField: 'price', colClassName: 'catalogue-price' },
    { header: 'In stock', colClassName: 'catalogue-in-stock' },
    { header: 'Count', colClassName: 'catalogue-count' },
    { header: 'Save', headerHidden: true, colClassName: 'catalogue-save' },
  ],
  rowKey: (item) => `${item.kind}-${item.id}`,
  renderRow: (item) => <StockRow item={item} />,
  className: 'catalogue-table',
  hover: true,
};

function kindFilter(value: string | null): KindFilter {
  return value === 'all' || STOCK_ITEM_KINDS.includes(value as StockItemKind)
    ? (value as KindFilter)
    : 'gpu';
}

/**
 * /admin/catalogue: prices and stock of parts, add-ons and pre-builts, and the low-stock list. A
 * saved change reaches every shop instance within a second. The kind and "Low stock only" live in
 * the address (`?kind=all&low=true`), so the dashboard's Low stock tile opens the list it counts.
 */
export function CataloguePage() {
  usePageTitle('Catalogue | Console');
  const [params, setParams] = useSearchParams();
  const kind = kindFilter(params.get('kind'));
  const low = params.get('low') === 'true';
  const { filters, bind, page, setPage } = useFilters({ q: '' }, PAGE_SIZE);
  const { q } = filters;
  const setFilter = (name: 'kind' | 'low', value: string) => {
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
    setPage(1);
  };
  const [sort, setSort] = useState<PriceSort>('');
  const catalogue = useQuery({
    queryKey: ['admin-catalogue', kind, low],
    queryFn: () =>
      callApi(staffCatalogueEndpoint, undefined, {
        query: { kind, low: low ? 'true' : 'false' },
      }),
  });
  const matching = (catalogue.data?.items ?? [])
    .filter((item) => item.name.toLowerCase().includes(q.trim().toLowerCase()))
    .sort((a, b) => (sort === 'price' ? (a.price ?? 0) - (b.price ?? 0) : 0));
  // A save can take the last item off the last page (the low-stock list): show the page before.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(matching.length / PAGE_SIZE)));
  return (
    <>
      <h1>Catalogue</h1>
      <p>
        <Link to="/admin/catalogue/new">Add a part, add-on or pre-built</Link>
      </p>
      <div className="admin-card">
        <FilterBar>
          <FilterSelect
            {...KIND_FILTER}
            value={kind}
            onChange={(value) => setFilter('kind', value)}
          />
          <FilterSearch {...SEARCH} {...bind('q')} />
          <Form.Check
            id="catalogue-low"
            type="switch"
            label="Low stock only"
            className="align-self-center"
            checked={low}
            onChange={(event) => setFilter('low', String(event.target.checked))}
          />
        </FilterBar>
        <DataTable
          {...PARTS_TABLE}
          rows={catalogue.data && pageOf(matching, shownPage, PAGE_SIZE)}
          empty={noneWords(q.trim(), kind, low)}
          error={catalogue.error}
          sort={{ value: sort, onSort: (next) => setSort(next === 'price' ? 'price' : '') }}
          pager={
            catalogue.data && {
              page: shownPage,
              pageSize: PAGE_SIZE,
              total: matching.length,
              onPage: setPage,
            }
          }
        />
      </div>
    </>
  );
}
