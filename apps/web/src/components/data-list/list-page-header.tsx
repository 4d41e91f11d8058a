import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { useReturnState } from '@/lib/navigation/return-path';

export type ListPageHeaderProps = {
  heading: string;
  /**
   * A line under the heading, e.g. the authority a list belongs to. It keeps one line's height
   * while its text loads (a blank " "), so the list below does not shift when the text arrives.
   */
  subheading?: ReactNode;
  /** The add button: its words and where it goes; absent when the caller may not add. */
  add?: { label: string; to: string } | undefined;
  /** The way back where the list was reached from elsewhere, e.g. to the authorities. */
  back?: { label: string; to: string } | undefined;
  /** Further links, after the way back. */
  children?: ReactNode;
};

export function ListPageHeader({ heading, subheading, add, back, children }: ListPageHeaderProps) {
  const returnState = useReturnState();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
    >
      <title>{pageTitle(heading)}</title>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {subheading && (
          <Typography sx={{ color: 'text.secondary', minHeight: '1.5em' }}>{subheading}</Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {back && (
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        )}
        {children}
        {add && (
          <Button
            component={RouterLink}
            to={add.to}
            state={returnState}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {add.label}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
