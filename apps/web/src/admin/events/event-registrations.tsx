import {
  type StaffEvent,
  staffRegistrationsCsvEndpoint,
  staffRegistrationsEndpoint,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { callApi } from '../../lib/api-client';
import { formatWhen } from '../components/format';
import { ScrollRegion } from '../components/scroll-region';

const PAGE_SIZE = 100;

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
  const rows = registrations.data?.leads ?? [];
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
      {registrations.data && rows.length === 0 && <p className="mb-0">No registrations yet.</p>}
      {rows.length > 0 && (
        <ScrollRegion label="Registrations table">
          <Table size="sm" className="admin-table admin-table-cards align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Received">{formatWhen(row.created)}</td>
                  <td data-label="Name">{row.name}</td>
                  <td data-label="Email">{row.email}</td>
                  <td data-label="Phone">{row.phone}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}
