import type { SortDirection } from '@casekeeper/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { sortNames, type ColumnNames } from './record-column';

type Sort<C extends string> = { sortCol: C; sortDir: SortDirection };

type SortSelectProps<C extends string> = {
  columns: readonly ColumnNames[];
  sortColumns: readonly C[];
  value: Sort<C>;
  onChange: (sort: Sort<C>) => void;
  /** Names for sort columns no visible column names, e.g. the default "Date opened". */
  labels?: Partial<Record<C, string>>;
};

/** On a phone there are no column headers to press: the sort is a choice of its own. */
export function SortSelect<C extends string>({
  columns,
  sortColumns,
  value,
  onChange,
  labels,
}: SortSelectProps<C>) {
  const id = useId();
  const names = sortNames(columns);
  const options = sortColumns.flatMap((column) => {
    const header = labels?.[column] ?? names.get(column) ?? column;
    return (['asc', 'desc'] as const).map((sortDir) => ({
      value: `${column}:${sortDir}`,
      label: `${header} (${sortDir === 'asc' ? 'ascending' : 'descending'})`,
      sort: { sortCol: column, sortDir },
    }));
  });

  return (
    <TextField
      id={id}
      select
      size="small"
      label="Sort by"
      value={`${value.sortCol}:${value.sortDir}`}
      onChange={(event) => {
        const option = options.find((candidate) => candidate.value === event.target.value);
        if (option) onChange(option.sort);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
