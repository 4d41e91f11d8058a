import { LETTER_TEMPLATE_BODY_MAX_LENGTH, type LetterTemplate } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { useId, useRef } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddLetterTemplateMutation, useUpdateLetterTemplateMutation } from '../api/letters-api';
import {
  insertAt,
  letterTemplateFormSchema,
  letterTemplateFormValues,
  type LetterTemplateFormFields,
} from '../lib/letter-template-form';
import { MergeFieldList } from './merge-field-list';

type LetterTemplateDialogProps = {
  /** The template to change; null to add one. */
  template: LetterTemplate | null;
  onClose: () => void;
};

/**
 * Adds or changes a letter template: its title, and its body beside the merge fields, each put in
 * where the cursor is. An unknown field is refused, by name, before anything is sent.
 */
export function LetterTemplateDialog({ template, onClose }: LetterTemplateDialogProps) {
  const titleId = useId();
  const phone = useCardLayout();
  const form = useContractForm({
    defaultValues: letterTemplateFormValues(template),
    schema: letterTemplateFormSchema,
  });
  const [addTemplate] = useAddLetterTemplateMutation();
  const [updateTemplate] = useUpdateLetterTemplateMutation();
  const body = form.field('body');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const bodyRef = useForkRef(body.inputRef, textarea);

  const insert = (token: string) => {
    const element = textarea.current;
    const current = form.getValues('body');
    const { text, cursor } = insertAt(current, token, {
      start: element?.selectionStart ?? current.length,
      end: element?.selectionEnd ?? current.length,
    });
    form.setValue('body', text, { shouldDirty: true });
    if (element) {
      element.value = text;
      element.focus();
      element.setSelectionRange(cursor, cursor);
    }
  };

  const send = async (fields: LetterTemplateFormFields) => {
    if (template)
      await updateTemplate({ body: { ...fields, id: template.id, version: template.version } }).unwrap();
    else await addTemplate({ body: fields }).unwrap();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={form.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
    >
      <form noValidate aria-busy={form.busy} onSubmit={form.submit(send)}>
        <DialogTitle id={titleId}>
          {template ? `Change the template "${template.title}"` : 'Add a letter template'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormMessage message={form.formError} />
            <LabelledInput id="letter-template-title" label="Title" required {...form.field('title')} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id="letter-template-body"
                name={body.name}
                label="Text of the letter"
                required
                multiline
                minRows={14}
                maxRows={28}
                fullWidth
                inputRef={bodyRef}
                onChange={body.onChange}
                onBlur={body.onBlur}
                error={Boolean(body.error)}
                helperText={
                  body.error ??
                  `Leave a blank line between paragraphs. The letterhead, the client's name and address and the date are printed above it. At most ${LETTER_TEMPLATE_BODY_MAX_LENGTH.toLocaleString('en-GB')} characters.`
                }
                sx={{ flex: 3, '& textarea': { fontFamily: 'inherit', lineHeight: 1.5 } }}
              />
              <Stack sx={{ flex: 2, width: '100%' }}>
                <MergeFieldList onInsert={insert} />
              </Stack>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogButtons>
          <Button onClick={onClose} disabled={form.busy} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ minHeight: 44 }}>
            {form.busy ? 'Saving…' : template ? 'Save template' : 'Add template'}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
