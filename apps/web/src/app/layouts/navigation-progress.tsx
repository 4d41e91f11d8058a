import LinearProgress from '@mui/material/LinearProgress';

function NavigationProgress() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}

// React.lazy needs a default export.
// eslint-disable-next-line import-x/no-default-export
export default NavigationProgress;
