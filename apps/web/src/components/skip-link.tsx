import Link from '@mui/material/Link';

/** The id of the element a skip link moves to: the layout's main region. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first thing a keyboard user reaches on a page with a top bar and a
 * menu, shown only while it has focus (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the region itself, so the next Tab continues from there, not from the top bar.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
