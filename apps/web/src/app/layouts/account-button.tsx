import Box from '@mui/material/Box';

type AccountButtonProps = { firstName: string; label: string };

// A long first name would push the top bar's controls together on a phone: it is cut short with
// an ellipsis there (the whole name is in the button's accessible name and on the profile page).
const ONE_LINE = {
  display: 'block',
  maxWidth: { xs: 72, sm: 160 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** What the user menu's button shows: the first name over the role label. */
export function AccountButton({ firstName, label }: AccountButtonProps) {
  return (
    <>
      <Box component="span" sx={ONE_LINE}>
        {firstName}
      </Box>
      {/* Read as "Kit Officer", the start of the button's name (WCAG 2.5.3); a flex column ignores it. */}{' '}
      <Box component="span" sx={{ ...ONE_LINE, fontSize: '0.75rem', color: 'text.secondary' }}>
        {label}
      </Box>
    </>
  );
}
