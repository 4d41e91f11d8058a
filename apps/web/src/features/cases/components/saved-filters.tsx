import type { BookmarkFilter } from '@casekeeper/contract';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useAddBookmarkFilterMutation,
  useDeleteBookmarkFilterMutation,
  useUpdateBookmarkFilterMutation,
} from '../api/cases-api';
import { savedFilterOf, viewOfSavedFilter, type CaseListView } from '../lib/case-list-address';
import { BookmarkNameDialog } from './bookmark-name-dialog';
import { FilterSelect } from './filter-select';

type SavedFiltersProps = {
  filters: readonly BookmarkFilter[];
  chosen: BookmarkFilter | null;
  view: CaseListView;
  onChoose: (id: number | null) => void;
};

type Naming = { mode: 'save' } | { mode: 'rename'; filter: BookmarkFilter };

const NONE = '';

/**
 * A user's saved case-list filters: choose one to apply it, save what is on screen under a
 * name, replace a saved one with what is on screen, rename or delete it. The list's one Clear
 * filters button also lets go of the choice.
 */
export const SavedFilters = memo(function SavedFilters({
  filters,
  chosen,
  view,
  onChoose,
}: SavedFiltersProps) {
  const [naming, setNaming] = useState<Naming | null>(null);
  const [addFilter] = useAddBookmarkFilterMutation();
  const [updateFilter] = useUpdateBookmarkFilterMutation();
  const [deleteFilter] = useDeleteBookmarkFilterMutation();
  const dialog = useConfirm();
  const filter = savedFilterOf(view);

  const save = async (name: string) => {
    const saved =
      naming?.mode === 'rename'
        ? await updateFilter({
            body: {
              id: naming.filter.id,
              name,
              filter: savedFilterOf(viewOfSavedFilter(naming.filter.filter, view.pageSize)),
            },
          }).unwrap()
        : await addFilter({ body: { name, filter } }).unwrap();
    toast.success(saved.message);
    setNaming(null);
    onChoose(saved.data.id);
  };

  const replace = async (target: BookmarkFilter) => {
    const saved = await updateFilter({ body: { id: target.id, name: target.name, filter } }).unwrap();
    toast.success(saved.message);
  };

  const remove = (target: BookmarkFilter) =>
    dialog.ask({
      title: `Delete the filter "${target.name}"?`,
      message: 'The cases stay as they are; only this saved filter goes.',
      confirmLabel: 'Delete',
      onConfirm: async () => {
        const { message } = await deleteFilter({ params: { id: target.id } })
          .unwrap()
          .catch((error: unknown) => {
            throw new Error(toApiFailure(error).message);
          });
        toast.success(message);
        onChoose(null);
      },
    });

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        label="Saved filters"
        width="fit"
        value={chosen ? String(chosen.id) : NONE}
        onChange={(value) => onChoose(value === NONE ? null : Number(value))}
        options={[
          { value: NONE, label: filters.length === 0 ? 'None saved yet' : 'Choose a saved filter' },
          ...filters.map((saved) => ({ value: String(saved.id), label: saved.name })),
        ]}
      />
      <Button startIcon={<BookmarkAddOutlined />} onClick={() => setNaming({ mode: 'save' })}>
        Save filter
      </Button>
      {chosen && (
        <>
          <Button
            onClick={() => void replace(chosen).catch((e: unknown) => toast.error(toApiFailure(e).message))}
          >
            Update &ldquo;{chosen.name}&rdquo;
          </Button>
          <Button onClick={() => setNaming({ mode: 'rename', filter: chosen })}>Rename</Button>
          <Button color="error" onClick={() => remove(chosen)}>
            Delete
          </Button>
        </>
      )}
      {naming && (
        <BookmarkNameDialog
          title={naming.mode === 'save' ? 'Save this filter' : `Rename "${naming.filter.name}"`}
          saveLabel={naming.mode === 'save' ? 'Save' : 'Rename'}
          initialName={naming.mode === 'rename' ? naming.filter.name : ''}
          onCancel={() => setNaming(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        request={dialog.request}
        busy={dialog.busy}
        onCancel={dialog.cancel}
        onConfirm={dialog.confirm}
      />
    </Stack>
  );
});
