import { APPLICATION_STATUSES } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type CaseStatusFilterProps = {
  selected: readonly number[];
  onChange: (statusIds: number[]) => void;
  /** Only the cases whose grant waits for approval: a stage within Application submitted. */
  awaitingApproval: boolean;
  onAwaitingApprovalChange: (awaitingApproval: boolean) => void;
  /** On a wide screen: the label beside small chips, on one line where they fit. */
  dense?: boolean;
};

/** The statuses to show, any number of them; none chosen shows every status. */
export function CaseStatusFilter({
  selected,
  onChange,
  awaitingApproval,
  onAwaitingApprovalChange,
  dense = false,
}: CaseStatusFilterProps) {
  const labelId = useId();
  const toggle = (id: number) =>
    onChange(
      selected.includes(id)
        ? selected.filter((chosen) => chosen !== id)
        : APPLICATION_STATUSES.map((status) => status.id).filter((s) => s === id || selected.includes(s)),
    );

  return (
    <Stack
      component="section"
      aria-labelledby={labelId}
      direction={dense ? 'row' : 'column'}
      spacing={1}
      useFlexGap
      sx={dense ? { alignItems: 'center', flexWrap: 'wrap' } : undefined}
    >
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Statuses {selected.length === 0 ? '(all)' : `(${selected.length} chosen)`}
      </Typography>
      {/* Dense, the chips flow on from the label's line. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, display: dense ? 'contents' : 'flex' }}>
        {APPLICATION_STATUSES.map((status) => {
          const pressed = selected.includes(status.id);
          return (
            <Chip
              key={status.id}
              label={status.name}
              size={dense ? 'small' : 'medium'}
              clickable
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              aria-pressed={pressed}
              onClick={() => toggle(status.id)}
              component="button"
            />
          );
        })}
        <Chip
          label="Awaiting approval"
          size={dense ? 'small' : 'medium'}
          clickable
          color={awaitingApproval ? 'primary' : 'default'}
          variant={awaitingApproval ? 'filled' : 'outlined'}
          aria-pressed={awaitingApproval}
          onClick={() => onAwaitingApprovalChange(!awaitingApproval)}
          component="button"
        />
        {selected.length > 0 && (
          <Chip
            label="All statuses"
            size={dense ? 'small' : 'medium'}
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
