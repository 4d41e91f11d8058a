import type { LetterTemplate } from '@casekeeper/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { RemoveButton } from '@/components/remove-button';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteLetterTemplateMutation, useGetLetterTemplatesQuery } from '../api/letters-api';
import { LetterTemplateDialog } from './letter-template-dialog';

/** The first words of a template, so a list of them reads at a glance. */
const opening = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
};

/** The authority's templates, each to change or delete, and a way to add one (its ADMINs). */
export function LetterTemplatesSection() {
  const list = useGetLetterTemplatesQuery({});
  const [deleteTemplate, deleting] = useDeleteLetterTemplateMutation();
  // undefined: the editor is closed; null: adding.
  const [editing, setEditing] = useState<LetterTemplate | null | undefined>(undefined);
  const templates = list.data?.templates ?? [];
  const canChange = list.data?.can.change ?? false;

  return (
    <SectionCard
      heading="Letter templates"
      hint="Officers send these from a case's page, filled in with its details."
    >
      {list.isError && (
        <LoadFailure message={toApiFailure(list.error).message} onRetry={() => void list.refetch()} />
      )}
      {canChange && (
        <div>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing(null)}
            sx={{ minHeight: 44 }}
          >
            Add template
          </Button>
        </div>
      )}
      {list.isSuccess && templates.length === 0 && <Typography>No templates yet.</Typography>}
      <Stack
        component="ul"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {templates.map((template) => (
          <Stack
            component="li"
            key={template.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ py: 1.5, alignItems: { sm: 'center' } }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {template.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {opening(template.body)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Last changed {formatDateTime(template.updatedAt)}
              </Typography>
            </Stack>
            {canChange && (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<EditOutlined />}
                  onClick={() => setEditing(template)}
                  aria-label={`Edit ${template.title}`}
                  sx={{ minHeight: 44 }}
                >
                  Edit
                </Button>
                <RemoveButton
                  label={`Delete ${template.title}`}
                  icon={<DeleteOutlined />}
                  title={`Delete the template "${template.title}"?`}
                  consequence="Officers can no longer send it. Letters already sent from it stay on their cases."
                  confirmLabel="Delete template"
                  busy={deleting.isLoading}
                  remove={() => deleteTemplate({ params: { id: template.id } }).unwrap()}
                />
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
      {editing !== undefined && (
        <LetterTemplateDialog template={editing} onClose={() => setEditing(undefined)} />
      )}
    </SectionCard>
  );
}
