import { VIRUS_SCANNING_OFF_NOTICE } from '@casekeeper/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirusScanningNotice } from './virus-scanning-notice';

describe('VirusScanningNotice', () => {
  it('warns that uploads are not scanned when no scanner is configured', () => {
    render(<VirusScanningNotice scanning={{ configured: false, pendingFiles: 0 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(VIRUS_SCANNING_OFF_NOTICE);
    expect(screen.getByRole('alert')).toHaveTextContent('set CLAMD_HOST and CLAMD_PORT');
  });

  it('says how many uploads wait for the scanner, and nothing when none do', () => {
    const { rerender, container } = render(
      <VirusScanningNotice scanning={{ configured: true, pendingFiles: 3 }} />,
    );
    expect(container).toHaveTextContent('3 uploads are waiting to be checked for viruses');
    rerender(<VirusScanningNotice scanning={{ configured: true, pendingFiles: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
