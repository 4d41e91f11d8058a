import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('AppProvider', () => {
  it('shows a toast raised anywhere in the app, in the top-right corner', async () => {
    renderApp('/unauthorized');
    await screen.findByRole('heading', { name: 'Forbidden' });

    act(() => {
      toast('Action Removed from list Successfully');
    });

    const message = await screen.findByText('Action Removed from list Successfully');
    expect(message.closest('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
