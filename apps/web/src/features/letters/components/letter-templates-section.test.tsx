import { letterEndpoints, LETTER_MESSAGES } from '@casekeeper/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '@/testing/fake-api';
import { sampleTemplate, showWithTemplates } from '../testing/show-letters';
import { LetterTemplatesSection } from './letter-templates-section';

const user = userEvent.setup({ delay: null });

describe('the letter template editor', () => {
  it('lists the templates with their opening words, and no buttons for an officer who may not change them', async () => {
    showWithTemplates(<LetterTemplatesSection />, { templates: [sampleTemplate()], can: { change: false } });
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    expect(screen.getByText(/Dear \{\{client\.salutation\}\} Your grant/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Add template/ })).not.toBeInTheDocument();
  });

  it('refuses an unknown merge field by name before sending, then saves with a field inserted from the list', async () => {
    showWithTemplates(<LetterTemplatesSection />, { templates: [sampleTemplate()], can: { change: true } });
    answer(letterEndpoints.updateTemplate, (call) =>
      sampleTemplate({ ...(call.body as object), version: 2 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the template "Approval"' });
    const body = within(dialog).getByRole('textbox', { name: 'Text of the letter' });

    fireEvent.change(body, { target: { value: 'Dear {{client.nmae}}' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(
      await within(dialog).findByText(LETTER_MESSAGES.unknownFields(['client.nmae'])),
    ).toBeInTheDocument();
    expect(callsTo(letterEndpoints.updateTemplate)).toHaveLength(0);

    fireEvent.change(body, { target: { value: 'Dear ' } });
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(within(dialog).getByRole('button', { name: 'Insert Salutation' }));
    expect(body).toHaveValue('Dear {{client.salutation}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await vi.waitFor(() => expect(callsTo(letterEndpoints.updateTemplate)).toHaveLength(1));
    expect(callsTo(letterEndpoints.updateTemplate)[0]?.body).toEqual({
      id: 7,
      version: 1,
      title: 'Approval',
      body: 'Dear {{client.salutation}}',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
