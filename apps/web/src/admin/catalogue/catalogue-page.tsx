import { STOCK_ITEM_KINDS, type StockItemKind, staffCatalogueEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import './catalogue.css';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { Pager } from '../components/pager';
import { ScrollRegion } from '../components/scroll-region';
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
  const setFilter = (name: 'kind' | 'low', value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sortByPrice, setSortByPrice] = useState(false);
  const catalogue = useQuery({
    queryKey: ['admin-catalogue', kind, low],
    queryFn: () =>
      callApi(staffCatalogueEndpoint, undefined, {
        query: { kind, low: low ? 'true' : 'false' },
      }),
  });
  const matching = (catalogue.data?.items ?? [])
    .filter((item) => item.name.toLowerCase().includes(q.trim().toLowerCase()))
    .sort((a, b) => (sortByPrice ? (a.price ?? 0) - (b.price ?? 0) : 0));
  const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <h1>Catalogue</h1>
      <p>
        <Link to="/admin/catalogue/new">Add a part, add-on or pre-built</Link>
      </p>
      <div className="admin-card">
        <Form className="d-flex flex-wrap gap-2 mb-3" onSubmit={(event) => event.preventDefault()}>
          <Form.Group controlId="catalogue-kind">
            <Form.Label className="visually-hidden">Kind</Form.Label>
            <Form.Select
              value={kind}
              onChange={(event) => {
                setFilter('kind', event.target.value);
                setPage(1);
              }}
            >
              <option value="all">Everything</option>
              {STOCK_ITEM_KINDS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="catalogue-search" className="flex-grow-1">
            <Form.Label className="visually-hidden">Search</Form.Label>
            <Form.Control
              type="search"
              placeholder="Search by name"
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                setPage(1);
              }}
            />
          </Form.Group>
          <Form.Check
            id="catalogue-low"
            type="switch"
            label="Low stock only"
            className="align-self-center"
            checked={low}
            onChange={(event) => {
              setFilter('low', String(event.target.checked));
              setPage(1);
            }}
          />
        </Form>
        {catalogue.isError && <Alert variant="danger">{catalogue.error.message}</Alert>}
        {catalogue.data && matching.length === 0 ? (
          <p role="status">{noneWords(q.trim(), kind, low)}</p>
        ) : (
          <ScrollRegion label="Parts table">
            <Table
              size="sm"
              hover
              className="admin-table admin-table-cards align-middle catalogue-table"
            >
              <colgroup>
                <col />
                <col className="catalogue-price" />
                <col className="catalogue-in-stock" />
                <col className="catalogue-count" />
                <col className="catalogue-save" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" aria-sort={sortByPrice ? 'ascending' : 'none'}>
                    <button type="button" onClick={() => setSortByPrice((on) => !on)}>
                      Price {sortByPrice ? '▲' : ''}
                    </button>
                  </th>
                  <th scope="col">In stock</th>
                  <th scope="col">Count</th>
                  <th scope="col">
                    <span className="visually-hidden">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => (
                  <StockRow key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
        {catalogue.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={matching.length} onPage={setPage} />
        )}
      </div>
    </>
  );
}
