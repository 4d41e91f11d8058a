import Chip from '@mui/material/Chip';

type ActiveChipProps = {
  active: boolean;
  /** False for someone invited who has not chosen a password yet: they show as Invited. */
  hasPassword?: boolean;
};

/** Active, Inactive or Invited, in words as well as colour. */
export function ActiveChip({ active, hasPassword = true }: ActiveChipProps) {
  if (!hasPassword) return <Chip size="small" variant="outlined" label="Invited" color="info" />;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
    />
  );
}
