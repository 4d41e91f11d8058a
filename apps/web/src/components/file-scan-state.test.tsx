import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileScanState, isDownloadable } from './file-scan-state';

describe('FileScanState', () => {
  it('says a file is being checked for viruses until it is passed', () => {
    render(<FileScanState file={{ name: 'payslip.pdf', scanStatus: 'PENDING' }} />);
    expect(screen.getByText(/being checked for viruses/)).toHaveTextContent(
      'payslip.pdf (being checked for viruses)',
    );
  });

  it('says a refused file was refused because a virus was found', () => {
    render(<FileScanState file={{ name: 'invoice.pdf', scanStatus: 'INFECTED' }} />);
    expect(screen.getByText(/a virus was found/)).toHaveTextContent(
      'invoice.pdf (refused: a virus was found)',
    );
  });

  it('shows nothing for a file that can be downloaded, scanned clean or from before scanning', () => {
    for (const scanStatus of ['CLEAN', 'NOT_SCANNED'] as const) {
      const { container } = render(<FileScanState file={{ name: 'plan.pdf', scanStatus }} />);
      expect(container).toBeEmptyDOMElement();
      expect(isDownloadable({ scanStatus })).toBe(true);
    }
    expect(isDownloadable({ scanStatus: 'PENDING' })).toBe(false);
    expect(isDownloadable({ scanStatus: 'INFECTED' })).toBe(false);
  });
});
