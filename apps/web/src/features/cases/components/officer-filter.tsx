import { NOBODY, type CaseOptions } from '@casekeeper/contract';
import type { CaseList } from '../hooks/use-case-list';
import { FilterSelect } from './filter-select';

const ANY = '';
const officerOrNull = (value: string) => (value === ANY ? null : value === NOBODY ? NOBODY : Number(value));

/**
 * Whose cases: for an authority ADMIN, who sees every officer's. An officer is offered only
 * themselves, and choosing "their own cases" among their own says nothing: they get no field.
 */
export function OfficerFilter({
  view,
  filter,
  options,
}: Pick<CaseList, 'view' | 'filter'> & { options: CaseOptions | undefined }) {
  const officers = options && options.officers.length > 1 ? options.officers : null;
  if (!officers) return null;
  return (
    <FilterSelect
      label="Officer"
      width={220}
      value={view.officerId === null ? ANY : String(view.officerId)}
      onChange={(value) => filter({ officerId: officerOrNull(value) })}
      options={[
        { value: ANY, label: 'Any officer' },
        { value: NOBODY, label: 'Unassigned' },
        ...officers.map((officer) => ({ value: String(officer.id), label: officer.name })),
      ]}
    />
  );
}
