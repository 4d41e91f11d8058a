import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type PageLoadingProps = {
  /** Inside a page's content rather than filling the window. */
  inline?: boolean;
};

export function PageLoading({ inline = false }: PageLoadingProps) {
  return (
    <Box sx={{ minHeight: inline ? 160 : '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
