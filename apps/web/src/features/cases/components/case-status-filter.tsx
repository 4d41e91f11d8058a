import { APPLICATION_STATUSES } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type CaseStatusFilterProps = {
  selected: readonly number[];
  onChange: (statusIds: number[]) => void;
};

/** The statuses to show, any number of them; none chosen shows every status. */
export function CaseStatusFilter({ selected, onChange }: CaseStatusFilterProps) {
  const labelId = useId();
  const toggle = (id: number) =>
    onChange(
      selected.includes(id)
        ? selected.filter((chosen) => chosen !== id)
        : APPLICATION_STATUSES.map((status) => status.id).filter((s) => s === id || selected.includes(s)),
    );

  return (
    <Stack component="section" aria-labelledby={labelId} spacing={1}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Statuses {selected.length === 0 ? '(all)' : `(${selected.length} chosen)`}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {APPLICATION_STATUSES.map((status) => {
          const pressed = selected.includes(status.id);
          return (
            <Chip
              key={status.id}
              label={status.name}
              clickable
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              aria-pressed={pressed}
              onClick={() => toggle(status.id)}
              component="button"
            />
          );
        })}
        {selected.length > 0 && (
          <Chip
            label="All statuses"
            variant="outlined"
            clickable
            component="button"
            onClick={() => onChange([])}
          />
        )}
      </Stack>
    </Stack>
  );
}
