import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  auditActionLabel,
  type AuditEvent,
  type AuditQuery,
} from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { DataTable } from '@/components/data-list/data-table';
import type { RecordColumn } from '@/components/data-list/record-column';
import { DateFilter } from '@/components/date-filter';
import { SelectInput } from '@/components/select-input';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDateTime } from '@/lib/format-date';
import { useGetAuditEventsInfiniteQuery } from '../api/audit-log-api';

type Filters = {
  action: string;
  actor: string;
  authority: string;
  entityType: string;
  /** Days, yyyy-mm-dd, or null: typed dd/mm/yyyy in their fields. */
  from: string | null;
  to: string | null;
};
const EMPTY: Filters = { action: '', actor: '', authority: '', entityType: '', from: null, to: null };

type FilterField = {
  name: 'actor' | 'authority';
  id: string;
  label: string;
  hint: string;
  maxLength: number;
};

/** The typed filters, after the action's select: who and where. */
const FILTER_FIELDS: readonly FilterField[] = [
  {
    name: 'actor',
    id: 'audit-actor',
    label: 'Who',
    hint: 'Part of a name or e-mail address',
    maxLength: 100,
  },
  { name: 'authority', id: 'audit-authority', label: 'Authority', hint: 'Part of its name', maxLength: 100 },
];

const entityLabel = (entityType: string) =>
  Object.hasOwn(AUDIT_ENTITY_LABELS, entityType)
    ? AUDIT_ENTITY_LABELS[entityType as keyof typeof AUDIT_ENTITY_LABELS]
    : entityType.replace('_', ' ');

const person = (value: AuditEvent['actor']) => (value ? `${value.name} (${value.email})` : '—');

/**
 * The record as people call it, found by the server (a case's number, a person's name), else its
 * kind and number: "Case HALE-2026-00001", "User Olly Officer", "Action item 12".
 */
function recordLabel(event: AuditEvent): string {
  if (!event.entityType) return '';
  const kind = entityLabel(event.entityType);
  return `${kind} ${event.target ?? event.entityId ?? ''}`.trim();
}

const columns: RecordColumn<AuditEvent>[] = [
  {
    field: 'occurredAt',
    headerName: 'When',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'action',
    headerName: 'Action',
    width: 200,
    valueFormatter: (value: string) => auditActionLabel(value),
  },
  {
    field: 'actor',
    headerName: 'Who',
    flex: 1,
    minWidth: 200,
    valueFormatter: (value: AuditEvent['actor']) => person(value),
  },
  {
    field: 'onBehalfOf',
    headerName: 'On behalf of',
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: AuditEvent['onBehalfOf']) => (value ? value.name : ''),
  },
  {
    field: 'authority',
    headerName: 'Authority',
    flex: 1,
    minWidth: 140,
    valueFormatter: (value: AuditEvent['authority']) => value?.name ?? '',
  },
  {
    field: 'entityType',
    headerName: 'Record',
    flex: 1,
    minWidth: 180,
    valueGetter: (_, row) => recordLabel(row),
  },
  { field: 'ip', headerName: 'IP address', width: 130 },
];

function toQuery(filters: Filters): AuditQuery {
  const query: AuditQuery = {};
  if (filters.action) query.action = filters.action;
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.authority.trim()) query.authority = filters.authority.trim();
  if (filters.entityType) query.entityType = filters.entityType;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** /audit-log: who did what and when, newest first, filtered by action, actor, authority and date. */
export function AuditLogPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  // Read afresh on every visit: the log is what just happened, whoever did it.
  const query = toQuery(filters);
  const log = useGetAuditEventsInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const events = log.data?.pages.flatMap((page) => page.data) ?? [];
  const loading = log.isFetching;
  const error = log.error && !loading ? toApiFailure(log.error).message : null;

  const set =
    (name: 'action' | 'actor' | 'authority' | 'entityType') => (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value }));
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <Stack spacing={3}>
      <title>{pageTitle('Audit log')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Audit log
      </Typography>
      <Stack
        component="form"
        onSubmit={apply}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label="Filter the audit log"
      >
        <SelectInput
          id="audit-action"
          name="action"
          label="Action"
          value={draft.action}
          onChange={set('action')}
          options={[
            { value: '', label: 'Any action' },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
          ]}
        />
        {FILTER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={field.id}
            label={field.label}
            value={draft[field.name]}
            onChange={set(field.name)}
            helperText={field.hint}
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
          />
        ))}
        <SelectInput
          id="audit-entity"
          name="entityType"
          label="Record type"
          value={draft.entityType}
          onChange={set('entityType')}
          options={[
            { value: '', label: 'Any record' },
            ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] })),
          ]}
        />
        <DateFilter
          id="audit-from"
          label="From"
          size="medium"
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <DateFilter
          id="audit-to"
          label="To"
          size="medium"
          value={draft.to}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
          <Button type="submit" variant="contained">
            Apply filters
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            Clear
          </Button>
        </Stack>
      </Stack>
      {error && <Alert severity="error">The audit log could not be loaded: {error}</Alert>}
      <DataTable
        label="Audit events"
        columns={columns}
        rows={events}
        loading={loading}
        emptyText={
          Object.keys(query).length === 0
            ? 'Nothing has been recorded yet.'
            : 'No events match these filters.'
        }
      />
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} disabled={loading} sx={{ alignSelf: 'flex-start' }}>
          Show older events
        </Button>
      )}
    </Stack>
  );
}
