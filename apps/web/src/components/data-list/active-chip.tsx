import Chip from '@mui/material/Chip';

/** Active or Inactive, in words as well as colour. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
    />
  );
}
