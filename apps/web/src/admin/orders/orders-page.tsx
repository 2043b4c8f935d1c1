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
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import {
  FilterBar,
  FilterSearch,
  FilterSelect,
  optionsNamedAsValues,
  optionsOf,
} from '../components/data-table/filter-bar';
import { useFilters } from '../components/data-table/use-filters';
import { errorWords, formatRupees, formatWhen } from '../components/format';
import { ScrollRegion } from '../components/scroll-region';
import { StageBadge } from '../components/stage-badge';

type Sort = 'created' | '-created' | 'value' | '-value' | 'status' | '-status';
type StageFilter = 'all' | 'open' | (typeof ORDER_STAGES)[number];
const BOARD_COLUMNS = DELIVERY_PATH.filter((stage) => stage !== 'Delivered');
/** Moves that need more than a click (the shipment, the test results) open the order. */
const NEEDS_DETAILS = ['Shipped', 'Stress Test'];
const STAGE_FILTER = {
  id: 'orders-stage',
  label: 'Stage',
  options: [
    ...optionsOf<'all' | 'open'>({ all: 'Every stage', open: 'Open orders' }),
    ...optionsNamedAsValues(ORDER_STAGES),
  ],
};
const SEARCH = { id: 'orders-search', placeholder: 'Order number, customer name, email or phone' };

const ORDERS_TABLE: TableDefinition<StaffOrder> = {
  label: 'Orders table',
  columns: [
    {
      header: 'Order',
      unlabelled: true,
      cell: (order) => <Link to={`/admin/orders/${order.orderid}`}>{order.orderNumber}</Link>,
    },
    { header: 'Placed', sortField: 'created', cell: (order) => formatWhen(order.created) },
    {
      header: 'Customer',
      cell: (order) => (
        <>
          {order.customerName}
          <div className="small text-secondary">{order.customerEmail}</div>
        </>
      ),
    },
    { header: 'Item', cell: (order) => `${order.title} × ${order.qty}` },
    {
      header: 'Value',
      sortField: 'value',
      className: 'admin-cell-short',
      cell: (order) => formatRupees(order.value),
    },
    {
      header: 'Stage',
      sortField: 'status',
      className: 'admin-cell-short',
      cell: (order) => <StageBadge stage={order.status} />,
    },
  ],
  rowKey: (order) => order.orderid,
  empty: 'No orders match.',
  hover: true,
};

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
  const { filters, bind, page, pageSize, pager } = useFilters<{
    stage: StageFilter;
    q: string;
  }>({ stage: 'all', q: '' }, 25);
  const { stage, q } = filters;
  const [sort, setSort] = useState<Sort>('-created');
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
      <FilterBar>
        <FilterSelect {...STAGE_FILTER} {...bind('stage')} />
        <FilterSearch {...SEARCH} {...bind('q')} />
        <a
          className="btn btn-outline-primary"
          href={`${staffOrdersCsvEndpoint.path}?${new URLSearchParams({ stage, sort, ...(q.trim() && { q: q.trim() }) })}`}
          download
        >
          Export CSV
        </a>
      </FilterBar>
      <DataTable
        {...ORDERS_TABLE}
        rows={table.data?.orders}
        error={table.error}
        sort={{ value: sort, onSort: setSort }}
        pager={pager(table.data)}
      />
    </div>
  );
}
