import {
  DELIVERY_PATH,
  ORDER_STAGES,
  type OrderStage,
  type StaffOrder,
  staffMoveOrderEndpoint,
  staffOrdersCsvEndpoint,
  staffOrdersEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { errorWords, formatRupees, formatWhen } from '../components/format';
import { Pager } from '../components/pager';
import { ScrollRegion } from '../components/scroll-region';
import { SortableHeader } from '../components/sortable-header';
import { StageBadge } from '../components/stage-badge';

type Sort = 'created' | '-created' | 'value' | '-value' | 'status' | '-status';
type StageFilter = 'all' | 'open' | (typeof ORDER_STAGES)[number];
const BOARD_COLUMNS = DELIVERY_PATH.filter((stage) => stage !== 'Delivered');
/** Moves that need more than a click (the shipment, the test results) open the order. */
const NEEDS_DETAILS = ['Shipped', 'Stress Test'];

/** /admin/orders: the board of open orders by stage, or the whole filtered table. */
export function OrdersPage() {
  usePageTitle('Orders | Console');
  const [view, setView] = useState<'board' | 'table'>('board');
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3 gap-2">
        <h1 className="mb-0">Orders</h1>
        <ButtonGroup aria-label="View">
          <Button
            variant={view === 'board' ? 'primary' : 'outline-primary'}
            onClick={() => setView('board')}
            aria-pressed={view === 'board'}
          >
            Board
          </Button>
          <Button
            variant={view === 'table' ? 'primary' : 'outline-primary'}
            onClick={() => setView('table')}
            aria-pressed={view === 'table'}
          >
            Table
          </Button>
        </ButtonGroup>
      </div>
      {view === 'board' ? <OrdersBoard /> : <OrdersTable />}
    </>
  );
}

function useMoveOrder() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const move = useMutation({
    mutationFn: (order: StaffOrder & { to: OrderStage }) =>
      callApi(
        staffMoveOrderEndpoint,
        { from: order.status, to: order.to },
        { params: { orderId: order.orderid } },
      ),
    // A new press starts afresh: the refusal shown was about the press before.
    onMutate: () => setNotice(''),
    onError: (error) => setNotice(errorWords(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });
  return { move, notice };
}

function OrdersBoard() {
  const board = useQuery({
    queryKey: ['admin-orders', 'board'],
    queryFn: () =>
      callApi(staffOrdersEndpoint, undefined, { query: { stage: 'open', pageSize: 200 } }),
  });
  const { move, notice } = useMoveOrder();
  if (board.isPending) return <p>Loading orders…</p>;
  if (board.isError) return <Alert variant="danger">{board.error.message}</Alert>;
  return (
    <>
      {notice && (
        <Alert variant="warning" role="alert">
          {notice}
        </Alert>
      )}
      <ScrollRegion className="admin-board" label="Orders by stage">
        {BOARD_COLUMNS.map((stage) => {
          const orders = board.data.orders.filter((order) => order.status === stage);
          return (
            <section key={stage} className="admin-board-column" aria-label={stage}>
              <h2>
                <span>{stage}</span>
                <span className="text-secondary">{board.data.stageCounts[stage] ?? 0}</span>
              </h2>
              {orders.map((order) => {
                const next = order.nextStages.find((to) => to !== 'Cancelled');
                return (
                  <article
                    key={order.orderid}
                    className="admin-order-card"
                    aria-label={order.orderNumber}
                  >
                    <Link to={`/admin/orders/${order.orderid}`}>{order.orderNumber}</Link>
                    <div>{order.title}</div>
                    <div className="text-secondary">
                      {order.customerName} · {formatRupees(order.value)}
                    </div>
                    {next &&
                      (NEEDS_DETAILS.includes(next) ? (
                        <Link
                          className="btn btn-sm btn-outline-primary mt-2"
                          to={`/admin/orders/${order.orderid}`}
                        >
                          {`${next}…`}
                        </Link>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          className="mt-2"
                          disabled={move.isPending}
                          onClick={() => move.mutate({ ...order, to: next })}
                        >
                          {`Move to ${next}`}
                        </Button>
                      ))}
                  </article>
                );
              })}
            </section>
          );
        })}
      </ScrollRegion>
    </>
  );
}

function OrdersTable() {
  const [stage, setStage] = useState<StageFilter>('all');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('-created');
  const [page, setPage] = useState(1);
  const pageSize = 25;
  const table = useQuery({
    queryKey: ['admin-orders', 'table', stage, q, sort, page],
    queryFn: () =>
      callApi(staffOrdersEndpoint, undefined, {
        query: { stage, sort, page, pageSize, ...(q.trim() && { q: q.trim() }) },
      }),
    placeholderData: (previous) => previous,
  });
  return (
    <div className="admin-card">
      <Form className="d-flex flex-wrap gap-2 mb-3" onSubmit={(event) => event.preventDefault()}>
        <Form.Group controlId="orders-stage">
          <Form.Label className="visually-hidden">Stage</Form.Label>
          <Form.Select
            value={stage}
            onChange={(event) => {
              setStage(event.target.value as StageFilter);
              setPage(1);
            }}
          >
            <option value="all">Every stage</option>
            <option value="open">Open orders</option>
            {ORDER_STAGES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="orders-search" className="flex-grow-1">
          <Form.Label className="visually-hidden">Search</Form.Label>
          <Form.Control
            type="search"
            placeholder="Order number, customer name or email"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </Form.Group>
        <a
          className="btn btn-outline-primary"
          href={`${staffOrdersCsvEndpoint.path}?${new URLSearchParams({ stage, sort, ...(q.trim() && { q: q.trim() }) })}`}
          download
        >
          Export CSV
        </a>
      </Form>
      {table.isError && <Alert variant="danger">{table.error.message}</Alert>}
      <ScrollRegion label="Orders table">
        <Table hover size="sm" className="admin-table admin-table-cards align-middle">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <SortableHeader label="Placed" field="created" sort={sort} onSort={setSort} />
              <th scope="col">Customer</th>
              <th scope="col">Item</th>
              <SortableHeader label="Value" field="value" sort={sort} onSort={setSort} />
              <SortableHeader label="Stage" field="status" sort={sort} onSort={setSort} />
            </tr>
          </thead>
          <tbody>
            {table.data?.orders.map((order) => (
              <tr key={order.orderid}>
                <td>
                  <Link to={`/admin/orders/${order.orderid}`}>{order.orderNumber}</Link>
                </td>
                <td data-label="Placed">{formatWhen(order.created)}</td>
                <td data-label="Customer">
                  {order.customerName}
                  <div className="small text-secondary">{order.customerEmail}</div>
                </td>
                <td data-label="Item">
                  {order.title} × {order.qty}
                </td>
                <td data-label="Value" className="admin-cell-short">
                  {formatRupees(order.value)}
                </td>
                <td data-label="Stage" className="admin-cell-short">
                  <StageBadge stage={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {table.data && table.data.orders.length === 0 && <p>No orders match.</p>}
      {table.data && (
        <Pager page={page} pageSize={pageSize} total={table.data.total} onPage={setPage} />
      )}
    </div>
  );
}
