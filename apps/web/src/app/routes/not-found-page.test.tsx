import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page was not found', () => {
    renderWithRouter(<NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'NOT FOUND' })).toBeTruthy();
    expect(screen.getByText('The page you are looking not found.')).toBeTruthy();
  });

  it('offers a Go Home link to the root', () => {
    renderWithRouter(<NotFoundPage />);

    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
