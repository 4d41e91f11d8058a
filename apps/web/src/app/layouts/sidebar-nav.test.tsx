import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { SidebarNav } from './sidebar-nav';

describe('the sidebar', () => {
  it('shows an item’s badge beside its label and reads the count out with the link', () => {
    renderWithRouter(
      <SidebarNav
        items={[
          { label: 'Cases List', to: '/authority/case/list', icon: 'cases' },
          {
            label: 'Payments to authorise',
            to: '/authority/payments-to-authorise',
            icon: 'payments',
            badge: { count: 3, label: '3 awaiting authorisation' },
          },
        ]}
      />,
      { route: '/authority/case/list' },
    );
    const link = screen.getByRole('link', { name: 'Payments to authorise (3 awaiting authorisation)' });
    expect(link).toHaveAttribute('href', '/authority/payments-to-authorise');
    expect(link).toHaveTextContent(/^Payments to authorise3/);
    expect(screen.getByRole('link', { name: 'Cases List' })).toHaveAttribute('aria-current', 'page');
  });
});
