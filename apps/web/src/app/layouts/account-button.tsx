import Box from '@mui/material/Box';

type AccountButtonProps = { firstName: string; label: string };

/** What the user menu's button shows: the first name over the role label. */
export function AccountButton({ firstName, label }: AccountButtonProps) {
  return (
    <>
      <span>{firstName}</span>
      {/* Read as "Kit Officer", the start of the button's name (WCAG 2.5.3); a flex column ignores it. */}{' '}
      <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
        {label}
      </Box>
    </>
  );
}
