import type { CaseGrant, Work } from '@casekeeper/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { useOrderWorksMutation, useRemoveWorkMutation } from '../api/grant-api';
import { useRecordAction as useGrantAction } from '@/lib/forms/use-record-action';
import { moved, otWords } from '../lib/grant-words';

type WorksListProps = {
  grant: CaseGrant;
  onEdit: (work: Work) => void;
  onStale: () => void;
};

type Focus = { id: number; by: -1 | 1 };

/**
 * The schedule of works in its order: each item's type, what and where, and the OT's
 * recommendation; whoever prepares the grant moves items up and down (focus stays on the item
 * moved), changes and removes them.
 */
export function WorksList({ grant, onEdit, onStale }: WorksListProps) {
  const [orderWorks] = useOrderWorksMutation();
  const [removeWork] = useRemoveWorkMutation();
  const { busy, run } = useGrantAction(onStale);
  const dialog = useConfirm();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The item being moved, whose button takes the focus again once the schedule comes back reordered.
  const refocus = useRef<Focus | null>(null);
  const { caseId, version, works } = grant;
  const ids = works.map((work) => work.id);

  // After a move the item's button is found again in its new place: the same one, else its twin at an end.
  useEffect(() => {
    const moving = refocus.current;
    if (!moving) return;
    refocus.current = null;
    const same = buttons.current.get(`${moving.id}:${moving.by}`);
    const twin = buttons.current.get(`${moving.id}:${-moving.by}`);
    (same && !same.disabled ? same : twin)?.focus();
  }, [works]);

  const move = (work: Work, by: -1 | 1) =>
    void run(`move-${work.id}`, async () => {
      refocus.current = { id: work.id, by };
      return orderWorks({ params: { caseId }, body: { version, ids: moved(ids, work.id, by) } })
        .unwrap()
        .catch((error: unknown) => {
          refocus.current = null;
          throw error;
        });
    });

  const askToRemove = (work: Work) =>
    dialog.ask({
      title: `Remove ${work.adaptationTypeName} from the schedule?`,
      message: work.description,
      confirmLabel: 'Remove item',
      destructive: true,
      onConfirm: () =>
        run(`remove-${work.id}`, () =>
          removeWork({ params: { caseId }, body: { version, id: work.id } }).unwrap(),
        ),
    });

  if (works.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No works are on the schedule yet.</Typography>;
  }
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Schedule of works">
        {works.map((work, index) => {
          const ot = otWords(work);
          const moveButton = (by: -1 | 1) => (
            <Button
              size="small"
              variant="outlined"
              ref={(element) => {
                if (element) buttons.current.set(`${work.id}:${by}`, element);
                else buttons.current.delete(`${work.id}:${by}`);
              }}
              disabled={by === -1 ? index === 0 : index === works.length - 1}
              aria-disabled={busy !== null}
              aria-label={`${by === -1 ? 'Move up' : 'Move down'}: ${work.adaptationTypeName}, item ${index + 1}`}
              startIcon={by === -1 ? <ArrowUpward aria-hidden /> : <ArrowDownward aria-hidden />}
              onClick={() => busy === null && move(work, by)}
            >
              {by === -1 ? 'Move up' : 'Move down'}
            </Button>
          );
          return (
            <Stack
              component="li"
              key={work.id}
              direction={{ xs: 'column', md: 'row' }}
              spacing={1.5}
              sx={{
                py: 1.5,
                justifyContent: 'space-between',
                alignItems: { md: 'flex-start' },
                '& + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {index + 1}. {work.adaptationTypeName}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{work.description}</Typography>
                {work.location && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    Where: {work.location}
                  </Typography>
                )}
                {ot && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {ot}
                  </Typography>
                )}
              </Box>
              {grant.can.prepare && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
                  {moveButton(-1)}
                  {moveButton(1)}
                  <Button
                    size="small"
                    aria-label={`Change ${work.adaptationTypeName}, item ${index + 1}`}
                    onClick={() => onEdit(work)}
                  >
                    Change
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${work.adaptationTypeName}, item ${index + 1}`}
                    onClick={() => askToRemove(work)}
                  >
                    Remove
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Box>
      <ConfirmDialog {...dialog.dialogProps} />
    </>
  );
}
