import {
  STOCK_ITEM_KINDS,
  type StockItem,
  type StockItemKind,
  staffCatalogueEndpoint,
  staffUpdateStockItemEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router';
import './catalogue.css';
import { ApiError, callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatRupees } from '../components/format';
import { Pager } from '../components/pager';
import { ScrollRegion } from '../components/scroll-region';

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
            <Table size="sm" hover className="admin-table align-middle catalogue-table">
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

/** What a row's fields change of the item, as the update takes it: nothing when they match. */
function editsOf(item: StockItem, price: string, inStock: boolean, count: string) {
  return {
    ...(item.price !== null && price !== String(item.price) && { price: Number(price) }),
    ...(inStock !== item.inStock && { inStock }),
    ...(item.kind !== 'prebuilt' &&
      count !== (item.stockQty === null ? '' : String(item.stockQty)) && {
        stockQty: count === '' ? null : Number(count),
      }),
  };
}

/**
 * One item with its price, flag and count. Save with nothing changed says "Nothing to save" and
 * asks nothing of the server (which would write no audit entry either); editing a field clears
 * the row's last outcome, so "Saved" or a refusal always speaks of the values shown.
 */
function StockRow({ item }: { item: StockItem }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(item.price === null ? '' : String(item.price));
  const [inStock, setInStock] = useState(item.inStock);
  const [count, setCount] = useState(item.stockQty === null ? '' : String(item.stockQty));
  const [nothingToSave, setNothingToSave] = useState(false);
  const save = useMutation({
    mutationFn: (edits: ReturnType<typeof editsOf>) =>
      callApi(staffUpdateStockItemEndpoint, { kind: item.kind, id: item.id, ...edits }),
    onSuccess: ({ item: saved }) => {
      setInStock(saved.inStock);
      queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
    },
  });
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setNothingToSave(false);
      save.reset();
    };
  const onSave = () => {
    const edits = editsOf(item, price, inStock, count);
    if (Object.keys(edits).length === 0) {
      save.reset();
      setNothingToSave(true);
    } else save.mutate(edits);
  };
  const label = `${item.name}`;
  return (
    <tr>
      <td>
        {item.name}
        <div className="small text-secondary">
          {item.kind}{' '}
          {item.low && (
            <Badge bg="warning" text="dark">
              Low
            </Badge>
          )}
        </div>
      </td>
      <td>
        {item.price === null ? (
          <span className="text-secondary small">From its parts</span>
        ) : (
          <Form.Control
            size="sm"
            inputMode="numeric"
            aria-label={`Price of ${label} in rupees`}
            value={price}
            onChange={(event) => edited(setPrice)(event.target.value.replace(/\D/g, ''))}
          />
        )}
        {item.price !== null && (
          <div className="small text-secondary">{formatRupees(item.price)}</div>
        )}
      </td>
      <td>
        <Form.Check
          type="switch"
          id={`stock-${item.kind}-${item.id}`}
          aria-label={`${label} in stock`}
          checked={inStock}
          onChange={(event) => edited(setInStock)(event.target.checked)}
        />
      </td>
      <td>
        {item.kind === 'prebuilt' ? (
          <span className="text-secondary small">Its parts'</span>
        ) : (
          <Form.Control
            size="sm"
            inputMode="numeric"
            aria-label={`Count of ${label}`}
            placeholder="Not counted"
            value={count}
            onChange={(event) => edited(setCount)(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </td>
      <td>
        <Button size="sm" onClick={onSave} disabled={save.isPending}>
          Save
        </Button>
        {save.isError && (
          <div className="small text-danger" role="alert">
            {save.error instanceof ApiError ? save.error.message : String(save.error)}
          </div>
        )}
        {save.isSuccess && (
          <div className="small text-success" role="status">
            Saved
          </div>
        )}
        {nothingToSave && (
          <div className="small text-secondary" role="status">
            Nothing to save
          </div>
        )}
      </td>
    </tr>
  );
}
