import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WarningNotesIcon } from './warning-notes-icon';

describe('the warning notes icon of a case list row', () => {
  it('names every note for screen readers and shows them in a tooltip, reachable by keyboard', async () => {
    render(
      <WarningNotesIcon
        notes={[
          { type: 'ANIMALS', text: 'Large dog' },
          { type: 'LONE_WORKER_RISK', text: 'Visit in pairs' },
        ]}
      />,
    );
    const words = 'Warning notes: Animals: Large dog · Lone-worker risk: Visit in pairs';
    const icon = screen.getByRole('img', { name: words });
    await userEvent.tab();
    expect(icon).toHaveFocus();
    await userEvent.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(words);
  });

  it('shows nothing for a case without notes', () => {
    const { container } = render(<WarningNotesIcon notes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
