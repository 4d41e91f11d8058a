import { PORTAL_MESSAGE_MAX_LENGTH, portalMessageRequestSchema } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { LongTextField } from '@/components/long-text-field';
import { formSchema } from '@/lib/forms/form-schema';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSendPortalMessageMutation } from '../api/portal-api';

const messageFormSchema = formSchema((values: { message: string }) => values, portalMessageRequestSchema);

/** A message to the case's officer; once sent, the box empties and says so. */
export function MessageForm() {
  const [send] = useSendPortalMessageMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm({ defaultValues: { message: '' }, schema: messageFormSchema });

  const onSubmit = async (body: { message: string }) => {
    setSent(null);
    try {
      setSent((await send({ body }).unwrap()).message);
      form.reset({ message: '' });
    } catch (error) {
      throw toSubmitFailure(error);
    }
  };

  return (
    <FormFrame form={form} onSubmit={onSubmit} notice={<FormMessage message={sent} severity="success" />}>
      <LongTextField
        id="portal-message"
        label="Your message"
        hint={`For example, a day that suits you for a visit. Up to ${PORTAL_MESSAGE_MAX_LENGTH} characters.`}
        {...form.field('message')}
      />
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
        {form.busy ? 'Sending…' : 'Send message'}
      </Button>
    </FormFrame>
  );
}
