import {
  type StaffEvent,
  type StaffLead,
  staffRegistrationsCsvEndpoint,
  staffRegistrationsEndpoint,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import { formatWhen } from '../components/format';

const PAGE_SIZE = 100;
const REGISTRATIONS_TABLE: TableDefinition<StaffLead> = {
  label: 'Registrations table',
  columns: [
    { header: 'Received', cell: (row) => formatWhen(row.created) },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Phone', cell: (row) => row.phone },
  ],
  rowKey: (row) => row.id,
  empty: 'No registrations yet.',
};

/**
 * One event's registrations, newest first (the first 100; the CSV has them all), followed up on
 * the leads page like any other.
 */
export function EventRegistrations({ event }: { event: StaffEvent }) {
  const query = { status: 'all' as const, source: event.id };
  const registrations = useQuery({
    queryKey: ['admin-event-registrations', event.id, event.registered],
    queryFn: () =>
      callApi(staffRegistrationsEndpoint, undefined, {
        query: { ...query, page: 1, pageSize: PAGE_SIZE },
      }),
  });
  return (
    <section className="admin-card mt-3" aria-labelledby="registrations-heading">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-2">
        <h2 id="registrations-heading" className="h5 mb-0">
          Registrations for {event.name}
        </h2>
        <a
          className="btn btn-outline-primary btn-sm"
          href={`${staffRegistrationsCsvEndpoint.path}?${new URLSearchParams(query)}`}
          download
        >
          Export CSV<span className="visually-hidden"> of {event.name}</span>
        </a>
      </div>
      <DataTable {...REGISTRATIONS_TABLE} rows={registrations.data?.leads} />
    </section>
  );
}
