import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';

/** A panel saying why there is nothing to show, and what to do about it. */
export function EmptyPanel({
  heading,
  children,
  action,
}: {
  heading: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <EventNoteOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography>{children}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}

/** /actionDiary/list without a case: diaries belong to a case, so the way there is the case list. */
export function ChooseCase() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{pageTitle('Action diary')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Action diary
      </Typography>
      <EmptyPanel
        heading="Choose a case"
        action={
          <Button component={RouterLink} to={paths.authority.caseList} variant="contained">
            Go to the case list
          </Button>
        }
      >
        Action diaries belong to a case. Open a case from the case list, then choose its Action diary button.
      </EmptyPanel>
    </Stack>
  );
}

/** A case, diary or item that does not exist or is outside the caller's cases. */
export function DiaryNotFound({ heading, message }: { heading: string; message: string }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{pageTitle(heading)}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <EmptyPanel
        heading="Nothing to show"
        action={
          <Button component={RouterLink} to={paths.authority.caseList} variant="contained">
            Go to the case list
          </Button>
        }
      >
        {message}
      </EmptyPanel>
    </Stack>
  );
}
