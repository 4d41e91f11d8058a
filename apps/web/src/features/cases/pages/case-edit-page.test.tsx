import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleCase } from '../testing/sample-case';
import { showCasePage } from '../testing/show-case-page';

const user = userEvent.setup({ delay: null });

const parts = {
  overviewMain: () => <p>Next actions part</p>,
  overviewSide: () => <p>Timescales part</p>,
  badges: () => <span>End to end: Amber</span>,
  notices: () => <p>Warning: large dog</p>,
  diary: () => <p>Diary part</p>,
  documents: () => <p>Documents part</p>,
  timeline: () => <p>Timeline part</p>,
};

const panel = () => screen.getByRole('tabpanel');

describe('the case page as a workspace', () => {
  it('opens on the Overview: the header with its facts and actions, the case at a glance and the parts', async () => {
    showCasePage('/case-manager/edit/41', parts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case HBC-2026-00041' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Overview');
    expect(screen.getByText('Peggy Woolley')).toBeInTheDocument();
    expect(screen.getByText('The Lodge, Ambridge, B33 8TH')).toBeInTheDocument();
    expect(screen.getByText('Priority: High')).toBeInTheDocument();
    expect(screen.getByText('End to end: Amber')).toBeInTheDocument();
    expect(screen.getByText('Warning: large dog')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Case actions' });
    expect(within(actions).getByRole('link', { name: 'Change status' })).toHaveAttribute(
      'href',
      '/case-manager/edit/41?tab=details#change-status',
    );
    expect(within(actions).getByRole('link', { name: 'Upload' })).toHaveAttribute(
      'href',
      '/case-manager/edit/41?tab=documents',
    );
    const glance = within(panel()).getByRole('region', { name: 'At a glance' });
    expect(glance).toHaveTextContent('01632 960 001');
    expect(glance).toHaveTextContent('Stair lift and level-access shower.');
    expect(within(panel()).getByText('Next actions part')).toBeInTheDocument();
    expect(within(panel()).getByText('Timescales part')).toBeInTheDocument();
    // The form is not read until Details is opened.
    expect(screen.queryByLabelText(/^Last name/)).not.toBeInTheDocument();
  });

  it('offers a reader no change, add or upload, only the diary', async () => {
    showCasePage('/case-manager/edit/41', parts, sampleCase({ can: { edit: false, changeStatus: false } }));
    const actions = await screen.findByRole('group', { name: 'Case actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Action diary']);
  });

  it('opens the tab the address names, and a tab opened is a new address that Back leaves', async () => {
    const router = showCasePage('/case-manager/edit/41?tab=timeline', parts);
    expect(await screen.findByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('Timeline part')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(router.state.location.search).toBe('?tab=documents');
    expect(within(panel()).getByText('Documents part')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
    await router.navigate(-1);
    expect(await screen.findByText('Documents part')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const router = showCasePage('/case-manager/edit/41', parts);
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    overview.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Diary' })).toHaveFocus();
    // Moving focus alone opens nothing: each tab is an address.
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?tab=diary');
    expect(within(panel()).getByText('Diary part')).toBeInTheDocument();
  });

  it('keeps what was typed on Details while another tab is open', async () => {
    showCasePage('/case-manager/edit/41?tab=details', parts);
    const lastName = await screen.findByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'Archer');
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    // Hidden, not gone.
    expect(screen.queryByRole('textbox', { name: /^Last name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Archer');
  });

  it('is the Overview for an address naming no tab it knows', async () => {
    showCasePage('/case-manager/edit/41?tab=gossip', parts);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});
