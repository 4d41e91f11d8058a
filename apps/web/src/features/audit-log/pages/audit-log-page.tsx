import { AUDIT_ACTIONS, type AuditEvent, type AuditQuery } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { DataTable } from '@/components/data-list/data-table';
import type { RecordColumn } from '@/components/data-list/record-column';
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
  from: string;
  to: string;
};
const EMPTY: Filters = { action: '', actor: '', authority: '', entityType: '', from: '', to: '' };

type FilterField = {
  name: Exclude<keyof Filters, 'action'>;
  id: string;
  label: string;
  type?: 'date';
  hint?: string;
  maxLength?: number;
};

/** The typed filters, after the action's select: who, where, what, and the dates. */
const FILTER_FIELDS: readonly FilterField[] = [
  {
    name: 'actor',
    id: 'audit-actor',
    label: 'Who',
    hint: 'Part of a name or e-mail address',
    maxLength: 100,
  },
  { name: 'authority', id: 'audit-authority', label: 'Authority', hint: 'Part of its name', maxLength: 100 },
  { name: 'entityType', id: 'audit-entity', label: 'Record type', hint: 'For example authority' },
  { name: 'from', id: 'audit-from', label: 'From', type: 'date' },
  { name: 'to', id: 'audit-to', label: 'To', type: 'date' },
];

const person = (value: AuditEvent['actor']) => (value ? `${value.name} (${value.email})` : '—');

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The record's name as the event saw it (after, else before), else its kind and number. */
function recordLabel(event: AuditEvent): string {
  if (!event.entityType) return '';
  for (const snapshot of [event.after, event.before]) {
    if (typeof snapshot !== 'object' || snapshot === null) continue;
    const fields = snapshot as Record<string, unknown>;
    const person = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
    const name = text(fields.companyName) ?? text(fields.name) ?? (person || text(fields.email));
    if (name) return `${event.entityType.replace('_', ' ')}: ${name}`;
  }
  return `${event.entityType.replace('_', ' ')} ${event.entityId ?? ''}`.trim();
}

const columns: RecordColumn<AuditEvent>[] = [
  {
    field: 'occurredAt',
    headerName: 'When',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'action', headerName: 'Action', width: 180 },
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
    width: 150,
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

  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
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
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
          ]}
        />
        {FILTER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={field.id}
            label={field.label}
            type={field.type}
            value={draft[field.name]}
            onChange={set(field.name)}
            helperText={field.hint}
            slotProps={{
              ...(field.type === 'date' ? { inputLabel: { shrink: true } } : {}),
              ...(field.maxLength ? { htmlInput: { maxLength: field.maxLength } } : {}),
            }}
          />
        ))}
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
