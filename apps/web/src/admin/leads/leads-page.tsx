import {
  FOLLOW_UP_STATUSES,
  type StaffLead,
  staffLeadsCsvEndpoint,
  staffLeadsEndpoint,
  staffRegistrationsCsvEndpoint,
  staffRegistrationsEndpoint,
  staffUpdateLeadEndpoint,
  staffUpdateRegistrationEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { callApi } from '../../lib/api-client';
import { formatPhone, phoneHref } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { type Column, DataTable, type TableDefinition } from '../components/data-table/data-table';
import { FilterBar, FilterSelect, optionsOf } from '../components/data-table/filter-bar';
import { useFilters } from '../components/data-table/use-filters';
import { errorWords, formatWhen } from '../components/format';
import './leads.css';

type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
type StatusFilter = 'all' | FollowUpStatus;

const LISTS = {
  leads: {
    label: 'Callbacks, consultations and careers',
    list: staffLeadsEndpoint,
    update: staffUpdateLeadEndpoint,
    csv: staffLeadsCsvEndpoint.path,
  },
  registrations: {
    label: 'Event registrations',
    list: staffRegistrationsEndpoint,
    update: staffUpdateRegistrationEndpoint,
    csv: staffRegistrationsCsvEndpoint.path,
  },
} as const;
type ListName = keyof typeof LISTS;

const STATUS_LABELS: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
const PAGE_SIZE = 25;
const STATUS_FILTER = {
  id: 'leads-status',
  label: 'Status',
  options: optionsOf<StatusFilter>({ all: 'Every status', ...STATUS_LABELS }),
};

/** The table of one list; its follow-up forms save to that list. */
function leadsTable(listName: ListName): TableDefinition<StaffLead> {
  const columns: Column<StaffLead>[] = [
    {
      header: 'Received',
      className: 'text-nowrap small',
      cell: (lead) => formatWhen(lead.created),
    },
    {
      header: 'From',
      className: 'leads-from',
      cell: (lead) => (
        <>
          <strong>{lead.name}</strong>
          <div className="small">
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            <br />
            <a href={phoneHref(lead.phone)}>{formatPhone(lead.phone)}</a>
          </div>
        </>
      ),
    },
    {
      header: 'About',
      className: 'leads-about',
      cell: (lead) => (
        <>
          <span className="text-capitalize">{lead.source}</span>
          {lead.date && <div className="small">On {lead.date}</div>}
          {lead.message && <div className="small text-secondary">{lead.message}</div>}
        </>
      ),
    },
    {
      header: 'Status and note',
      className: 'leads-follow-up',
      cell: (lead) => <FollowUpForm lead={lead} listName={listName} />,
    },
  ];
  return {
    label: 'Leads table',
    columns,
    rowKey: (lead) => lead.id,
    empty: 'Nothing here.',
    className: 'leads-table',
  };
}

/**
 * /admin/leads: callbacks, consultations, job applications and event registrations, each followed
 * up with a status and a note; either list downloads as CSV with the filter shown.
 */
export function LeadsPage() {
  usePageTitle('Leads and events | Console');
  const [listName, setListName] = useState<ListName>('leads');
  const { filters, bind, page, setPage, pager } = useFilters<{ status: StatusFilter }>(
    { status: 'new' },
    PAGE_SIZE,
  );
  const { status } = filters;
  const list = LISTS[listName];
  const leads = useQuery({
    queryKey: ['admin-leads', listName, status, page],
    queryFn: () => callApi(list.list, undefined, { query: { status, page, pageSize: PAGE_SIZE } }),
  });
  return (
    <>
      <h1>Leads and events</h1>
      <Nav
        variant="tabs"
        activeKey={listName}
        onSelect={(key) => {
          setListName((key as ListName | null) ?? 'leads');
          setPage(1);
        }}
        className="mb-3"
      >
        {(Object.keys(LISTS) as ListName[]).map((name) => (
          <Nav.Item key={name}>
            <Nav.Link eventKey={name}>{LISTS[name].label}</Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="admin-card">
        <FilterBar>
          <FilterSelect {...STATUS_FILTER} {...bind('status')} />
          <a
            className="btn btn-outline-primary"
            href={`${list.csv}?${new URLSearchParams({ status })}`}
            download
          >
            Export CSV
          </a>
        </FilterBar>
        <DataTable
          {...leadsTable(listName)}
          rows={leads.data?.leads}
          error={leads.error}
          pager={pager(leads.data)}
        />
      </div>
    </>
  );
}

/**
 * One lead's follow-up form. The form has no name of its own, so it is not a landmark: a
 * page of leads would list dozens, and one person asking twice would give two of the same name.
 * Its controls are named after the lead, and its row says whose it is. Below the md breakpoint the
 * row is a card and the form its last line (leads.css): staff call back from their phones, so the
 * number is a tel: link with the country code.
 */
function FollowUpForm({ lead, listName }: { lead: StaffLead; listName: ListName }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FollowUpStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const save = useMutation({
    mutationFn: () =>
      callApi(
        LISTS[listName].update,
        { status, note: note.trim() || null },
        { params: { id: lead.id } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-leads', listName] }),
  });
  return (
    <Form
      className="d-grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Form.Select
        size="sm"
        aria-label={`Status of ${lead.name}`}
        value={status}
        onChange={(event) => setStatus(event.target.value as FollowUpStatus)}
      >
        {FOLLOW_UP_STATUSES.map((name) => (
          <option key={name} value={name}>
            {STATUS_LABELS[name]}
          </option>
        ))}
      </Form.Select>
      <Form.Control
        size="sm"
        as="textarea"
        rows={2}
        aria-label={`Note on ${lead.name}`}
        placeholder="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" type="submit" disabled={save.isPending}>
          Save
        </Button>
        {save.isSuccess && (
          <span className="small text-success" role="status">
            Saved
          </span>
        )}
      </div>
      {save.isError && (
        <div className="small text-danger" role="alert">
          {errorWords(save.error)}
        </div>
      )}
    </Form>
  );
}
