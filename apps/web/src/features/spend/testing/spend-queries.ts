import { screen, within } from '@testing-library/react';

// By label and text rather than role where the whole page is searched: working out every role
// of a page with a chart on it takes long.

/** A card of the year's figures, by its label. */
export const figureCard = async (label: string) =>
  within(await screen.findByLabelText(/^The figures of/))
    .getByText(label)
    .closest('li');

/** A part of the page, by its heading. */
export const pagePart = async (heading: string | RegExp) =>
  (await screen.findByText(heading, { selector: 'h2' })).closest('section') as HTMLElement;

export const allocationPanel = () => pagePart(/^Allocation for/);
