import { type StockItem, staffUpdateStockItemEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { errorWords, formatRupees, onlyDigits } from '../components/format';

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
export function StockRow({ item }: { item: StockItem }) {
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
  const label = item.name;
  return (
    <tr>
      <td>
        <Link to={`/admin/catalogue/items/${item.kind}/${item.id}`}>{item.name}</Link>
        <div className="small text-secondary">
          {item.kind}{' '}
          {item.low && (
            <Badge bg="warning" text="dark">
              Low
            </Badge>
          )}
        </div>
      </td>
      <td data-label="Price" className="admin-cell-short">
        {item.price === null ? (
          <span className="text-secondary small">From its parts</span>
        ) : (
          <Form.Control
            size="sm"
            inputMode="numeric"
            aria-label={`Price of ${label} in rupees`}
            value={price}
            onChange={(event) => edited(setPrice)(onlyDigits(event.target.value))}
          />
        )}
        {item.price !== null && (
          <div className="small text-secondary">{formatRupees(item.price)}</div>
        )}
      </td>
      <td data-label="In stock" className="admin-cell-short">
        <Form.Check
          type="switch"
          id={`stock-${item.kind}-${item.id}`}
          aria-label={`${label} in stock`}
          checked={inStock}
          onChange={(event) => edited(setInStock)(event.target.checked)}
        />
      </td>
      <td data-label="Count" className="admin-cell-short">
        {item.kind === 'prebuilt' ? (
          <span className="text-secondary small">Its parts'</span>
        ) : (
          <Form.Control
            size="sm"
            inputMode="numeric"
            aria-label={`Count of ${label}`}
            placeholder="Not counted"
            value={count}
            onChange={(event) => edited(setCount)(onlyDigits(event.target.value))}
          />
        )}
      </td>
      <td className="catalogue-save-cell">
        <Button size="sm" onClick={onSave} disabled={save.isPending}>
          Save
        </Button>
        {save.isError && (
          <div className="small text-danger" role="alert">
            {errorWords(save.error)}
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
