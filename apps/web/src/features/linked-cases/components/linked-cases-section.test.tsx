import { LINKED_CASE_MESSAGES, linkedCaseEndpoints, type CaseLinkList } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { sampleLink, showWithApi } from '../testing/show-linked-cases';
import { LinkedCasesSection } from './linked-cases-section';

const user = userEvent.setup({ delay: null });

function showLinks(list: CaseLinkList) {
  answer(linkedCaseEndpoints.list, () => list);
  showWithApi(<LinkedCasesSection caseId={5} />);
}

describe('the linked cases section', () => {
  it('shows each linked case with its kind, status and who linked it, counts those the reader cannot open, and offers no changes to a reader', async () => {
    showLinks({ links: [sampleLink()], hiddenCount: 2, can: { change: false } });
    const list = await screen.findByRole('list', { name: 'Linked cases' });
    expect(within(list).getByRole('link', { name: 'HBC-2026-00012' })).toHaveAttribute(
      'href',
      '/case-manager/edit/12',
    );
    expect(list).toHaveTextContent('Joe Grundy');
    expect(list).toHaveTextContent('Same household · Assessment');
    expect(list).toHaveTextContent('Linked by Sam Officer on 20/11/2026');
    expect(screen.getByText('It is also linked to 2 cases you do not have access to.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the case has no links', async () => {
    showLinks({ links: [], hiddenCount: 0, can: { change: false } });
    expect(await screen.findByText('This case is not linked to any other case.')).toBeInTheDocument();
  });

  /** Opens the link dialog as a writer of a case without links. */
  async function openLinkDialog() {
    showLinks({ links: [], hiddenCount: 0, can: { change: true } });
    await user.click(await screen.findByRole('button', { name: 'Link another case' }));
    const dialog = screen.getByRole('dialog', { name: 'Link another case' });
    await user.click(within(dialog).getByRole('textbox', { name: /Case number/ }));
    return dialog;
  }

  it('refuses a number that is not a case number, and a missing kind, before asking the server; then shows its not found', async () => {
    const dialog = await openLinkDialog();
    await user.paste('case 12');
    await user.click(within(dialog).getByRole('button', { name: 'Link case' }));
    expect(await within(dialog).findByText(LINKED_CASE_MESSAGES.caseNumberFormat)).toBeInTheDocument();
    expect(within(dialog).getByText(LINKED_CASE_MESSAGES.kindRequired)).toBeInTheDocument();
    expect(callsTo(linkedCaseEndpoints.add)).toHaveLength(0);

    answer(linkedCaseEndpoints.add, () => {
      throw axiosFailure(404, LINKED_CASE_MESSAGES.otherCaseNotFound);
    });
    await user.clear(within(dialog).getByRole('textbox', { name: /Case number/ }));
    await user.paste('HBC-2026-00099');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /How are they linked/ }),
      'SAME_PROPERTY',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link case' }));
    expect(await within(dialog).findByText(LINKED_CASE_MESSAGES.otherCaseNotFound)).toBeInTheDocument();
  });

  it('links a case by its number as typed, in capitals, and shows it', async () => {
    const dialog = await openLinkDialog();
    await user.paste('hbc-2026-00099');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /How are they linked/ }),
      'SAME_PROPERTY',
    );
    answer(linkedCaseEndpoints.add, () => sampleLink({ kind: 'SAME_PROPERTY' }));
    answer(linkedCaseEndpoints.list, () => ({
      links: [sampleLink({ kind: 'SAME_PROPERTY' })],
      hiddenCount: 0,
      can: { change: true },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Link case' }));
    expect(await screen.findByText(/Same property · Assessment/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(linkedCaseEndpoints.add).at(-1)).toMatchObject({
      params: { caseId: '5' },
      body: { caseNumber: 'HBC-2026-00099', kind: 'SAME_PROPERTY' },
    });
  });

  it('lets a writer remove a link once confirmed', async () => {
    showLinks({ links: [sampleLink()], hiddenCount: 0, can: { change: true } });
    answer(linkedCaseEndpoints.remove, () => null);
    await user.click(await screen.findByRole('button', { name: 'Remove the link to case HBC-2026-00012' }));
    answer(linkedCaseEndpoints.list, () => ({ links: [], hiddenCount: 0, can: { change: true } }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the link?' })).getByRole('button', {
        name: 'Remove link',
      }),
    );
    expect(await screen.findByText('This case is not linked to any other case.')).toBeInTheDocument();
    expect(callsTo(linkedCaseEndpoints.remove)[0]?.params).toEqual({ caseId: '5', linkId: '71' });
  });
});
