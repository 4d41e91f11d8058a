import { FILE_MESSAGES } from '@casekeeper/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useChosenFile } from '@/lib/forms/use-chosen-file';
import { UploadField } from './upload-field';

// Upload lets any file through to the input, as a drop would, whatever its accept says.
const user = userEvent.setup({ delay: null, applyAccept: false });

function Invoice({ progress = null }: { progress?: number | null }) {
  const chosen = useChosenFile();
  return <UploadField id="invoice" label="Invoice" required={false} chosen={chosen} progress={progress} />;
}

const chooser = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const pdf = (name = 'invoice.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('UploadField', () => {
  it('keeps a file of a kind it takes, and refuses one it does not, saying why beside it', async () => {
    render(<Invoice />);
    const zone = screen.getByRole('button', { name: /choose file/ });

    await user.upload(chooser(), pdf());
    expect(zone).toHaveTextContent('Chosen: invoice.pdf');
    expect(zone).not.toHaveAttribute('aria-invalid');

    await user.upload(chooser(), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(zone).not.toHaveTextContent('Chosen:');
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(FILE_MESSAGES.unsupportedType);
  });

  it('shows how much of the chosen file has gone up, and takes no other meanwhile', async () => {
    const { rerender } = render(<Invoice />);
    await user.upload(chooser(), pdf());

    rerender(<Invoice progress={0.5} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading invoice.pdf: 50%' })).toHaveAttribute(
      'aria-valuetext',
      '50%',
    );
    expect(screen.getByRole('button', { name: /choose file/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
