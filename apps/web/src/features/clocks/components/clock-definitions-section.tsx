import type { ClockDefinition, ClockSettings } from '@casekeeper/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { useDeleteClockDefinitionMutation } from '../api/clocks-api';
import { statusName } from '../lib/clock-form-schema';
import { limitText } from '../lib/clock-words';
import { DetailList } from '@/components/detail-list';

/** A clock's rules as lines an officer can read at a glance. */
function rulesOf(clock: ClockDefinition) {
  return [
    {
      label: 'Runs',
      text: (
        <>
          {statusName(clock.startStatusId)} <span aria-hidden="true">→</span>
          <Box component="span" sx={SCREEN_READER_ONLY}>
            to
          </Box>{' '}
          {statusName(clock.stopStatusId)}
        </>
      ),
    },
    {
      label: 'Limit',
      text:
        clock.urgentLimit === null
          ? limitText(clock.limit, clock.limitUnit)
          : `${limitText(clock.limit, clock.limitUnit)}; urgent cases ${limitText(clock.urgentLimit, clock.limitUnit)}`,
    },
    { label: 'Amber / red', text: `${clock.amberAtPercent}% / ${clock.redAtPercent}% of the limit` },
    { label: 'On hold', text: clock.pausedByOnHold ? 'pauses it' : 'does not pause it' },
  ];
}

/** The authority's clocks, one card each; an ADMIN adds, edits and deletes (after asking). */
export function ClockDefinitionsSection({
  settings,
  onChanged,
}: {
  settings: ClockSettings;
  onChanged: () => void;
}) {
  const [deleteDefinition] = useDeleteClockDefinitionMutation();
  const dialog = useConfirm();
  const { edit } = settings.can;

  const askToDelete = (clock: ClockDefinition) =>
    dialog.ask({
      title: `Delete the ${clock.name} clock?`,
      message: `It goes from every case of your authority, with its dates. This cannot be undone.`,
      confirmLabel: 'Delete clock',
      destructive: true,
      onConfirm: async () => {
        const saved = await deleteDefinition({ params: { id: clock.id } })
          .unwrap()
          .catch((failure: unknown) => {
            throw new Error(toApiFailure(failure).message);
          });
        toast.success(saved.message);
        onChanged();
      },
    });

  return (
    <SectionCard
      heading="Clocks"
      hint="Each case carries every one of these, worked out from its status history."
    >
      {settings.definitions.length === 0 ? (
        <Typography>Your authority has no clocks: cases show no timescales.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(300px, 1fr))' },
          }}
        >
          {settings.definitions.map((clock) => (
            <Paper component="li" variant="outlined" key={clock.id} sx={{ p: 2 }}>
              <Stack spacing={1.5} sx={{ height: '100%' }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                  {clock.name}
                </Typography>
                <DetailList details={rulesOf(clock)} rowGap={0.5} />
                {edit && (
                  <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 0.5 }}>
                    <Button
                      component={RouterLink}
                      to={paths.authority.clocks.edit.href(clock.id)}
                      startIcon={<EditOutlined aria-hidden />}
                      aria-label={`Edit the ${clock.name} clock`}
                    >
                      Edit
                    </Button>
                    <Button
                      color="error"
                      startIcon={<DeleteOutlined aria-hidden />}
                      aria-label={`Delete the ${clock.name} clock`}
                      onClick={() => askToDelete(clock)}
                    >
                      Delete
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {edit && (
        <Button
          component={RouterLink}
          to={paths.authority.clocks.add}
          variant="outlined"
          startIcon={<AddOutlined aria-hidden />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add a clock
        </Button>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </SectionCard>
  );
}
