import EditOutlined from '@mui/icons-material/EditOutlined';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { resetWindowWidth, setWindowWidth } from '@/testing/window-width';
import { ActionBar, type PageAction } from './action-bar';

const user = userEvent.setup({ delay: null });

afterEach(resetWindowWidth);

const icon = <EditOutlined />;

function actions(onSelect = vi.fn()): PageAction[] {
  return [
    { label: 'Change status', icon, main: true, to: '/case/1?tab=details' },
    { label: 'Upload', icon, to: '/case/1?tab=documents' },
    { label: 'Send letter', icon, onSelect },
    { label: 'Case summary (PDF)', icon, busyLabel: 'Making the summary…', onSelect },
  ];
}

const bar = () => screen.getByRole('group', { name: 'Case actions' });

describe('a header’s action bar', () => {
  it('shows every action as a button on a wide screen, the busy one saying so', () => {
    setWindowWidth(1440);
    renderWithRouter(<ActionBar label="Case actions" actions={actions()} />);
    expect(within(bar()).getByRole('link', { name: 'Change status' })).toHaveAttribute(
      'href',
      '/case/1?tab=details',
    );
    expect(within(bar()).getByRole('button', { name: 'Making the summary…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(bar()).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('keeps the main action in sight on a phone and the rest in a menu that does what they do', async () => {
    setWindowWidth(390);
    const onSelect = vi.fn();
    renderWithRouter(<ActionBar label="Case actions" actions={actions(onSelect)} />);
    expect(within(bar()).getByRole('link', { name: 'Change status' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('link', { name: 'Upload' })).not.toBeInTheDocument();

    const more = within(bar()).getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Upload' })).toHaveAttribute(
      'href',
      '/case/1?tab=documents',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Making the summary…' }));
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(more);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Send letter' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a lone other action as a button on a phone, not a menu of one', () => {
    setWindowWidth(390);
    renderWithRouter(
      <ActionBar label="Case actions" actions={[{ label: 'Action diary', icon, to: '/diary/1' }]} />,
    );
    expect(within(bar()).getByRole('link', { name: 'Action diary' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
