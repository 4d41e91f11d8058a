import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * Where a part of the case page will be while its code loads (each tab but the Overview is
 * loaded when first opened): the shape of a card or two, and the word for a screen reader.
 */
export function CaseWorkspacePartLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack role="status" aria-label={label} spacing={2}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
