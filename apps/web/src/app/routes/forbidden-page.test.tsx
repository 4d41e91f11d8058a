import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { ForbiddenPage } from './forbidden-page';

describe('ForbiddenPage', () => {
  it('says the user may not see the page', () => {
    renderWithRouter(<ForbiddenPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeTruthy();
    expect(screen.getByText('You are unauthorized to see this page.')).toBeTruthy();
  });

  it('offers a Go Home link to the root', () => {
    renderWithRouter(<ForbiddenPage />);

    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
