import type { LetterheadView } from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showWithTemplates } from '../testing/show-letters';
import { LetterheadForm } from './letterhead-form';

const letterhead = (change: boolean): LetterheadView => ({
  name: 'Borsetshire Council',
  addressLines: ['1 Shire Hall', 'Borchester'],
  phone: '01632 960 000',
  email: 'grants@borsetshire.example',
  footer: '',
  version: 2,
  can: { change },
});

const fields = ['Name', 'Address', 'Telephone', 'E-mail', 'Footer'];

describe('the letterhead form', () => {
  it('lets an officer who may not change it read every field but type in none, with no Save', () => {
    showWithTemplates(<LetterheadForm letterhead={letterhead(false)} />, {
      templates: [],
      can: { change: false },
    });
    for (const label of fields)
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save letterhead' })).not.toBeInTheDocument();
  });

  it('lets an ADMIN change every field', () => {
    showWithTemplates(<LetterheadForm letterhead={letterhead(true)} />, {
      templates: [],
      can: { change: true },
    });
    for (const label of fields)
      expect(screen.getByLabelText(new RegExp(`^${label}`))).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save letterhead' })).toBeInTheDocument();
  });
});
