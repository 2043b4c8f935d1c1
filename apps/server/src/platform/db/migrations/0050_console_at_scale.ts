import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

// The console on a year of orders (docs/decisions/110-a-year-of-a-busy-shop.md): indexes for each
// list's filter and sort, and the orders per stage kept by a trigger instead of counted per view.
const INDEXES = [
  'create index if not exists orders_created_orderid on orders (created, orderid)',
  'create index if not exists orders_value_orderid on orders (value_paise, orderid)',
  'create index if not exists orders_status_created_orderid on orders (status, created, orderid)',
  'create index if not exists orders_status_orderid on orders (status, orderid)',
  `create index if not exists payment_transactions_review on payment_transactions (created_at)
     where review_reason is not null`,
  'create index if not exists tickets_open_created on tickets (created) where closed_at is null',
  'create index if not exists tickets_created on tickets (created)',
  'create index if not exists leads_created_at on leads (created_at)',
  'create index if not exists leads_status_created_at on leads (status, created_at)',
  'create index if not exists event_registrations_created_at on event_registrations (created_at)',
  `create index if not exists event_registrations_status_created_at
     on event_registrations (status, created_at)`,
  'create index if not exists audit_log_action_at on audit_log (action, at)',
  // The staff among 300,000 customers.
  'create index if not exists users_staff on users (role, email) where role is not null',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await sql.raw(index).execute(db);

  await sql`create table order_stage_counts (
    status text primary key,
    count bigint not null check (count >= 0)
  )`.execute(db);
  await sql`insert into order_stage_counts (status, count)
    select status, count(*) from orders group by status`.execute(db);
  await sql`create function count_order_stages() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update order_stage_counts set count = count - 1 where status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into order_stage_counts (status, count) values (new.status, 1)
          on conflict (status) do update set count = order_stage_counts.count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_count_stages after insert or delete on orders
    for each row execute function count_order_stages()`.execute(db);
  await sql`create trigger orders_count_stage_moves after update of status on orders
    for each row when (old.status is distinct from new.status)
    execute function count_order_stages()`.execute(db);
  await announceChangesOf(db, 'order_stage_counts');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists orders_count_stage_moves on orders`.execute(db);
  await sql`drop trigger if exists orders_count_stages on orders`.execute(db);
  await sql`drop function if exists count_order_stages()`.execute(db);
  await sql`drop table if exists order_stage_counts`.execute(db);
}
