import type { ChosenFile } from '@/lib/forms/use-chosen-file';
import { FileDropZone } from './file-drop-zone';
import { UploadProgress } from './upload-progress';

type UploadFieldProps = {
  id: string;
  label: string;
  /** Marked as needed (default); an optional file is not. */
  required?: boolean;
  chosen: ChosenFile;
  /** The upload's progress (0 to 1), null while none runs. */
  progress: number | null;
};

/** A form's file: where it is dropped or chosen, then how much of it has gone up; no other is taken meanwhile. */
export function UploadField({ id, label, required = true, chosen, progress }: UploadFieldProps) {
  return (
    <>
      <FileDropZone
        id={id}
        label={label}
        required={required}
        file={chosen.file}
        onChoose={chosen.choose}
        error={chosen.error ?? undefined}
        disabled={progress !== null && progress < 1}
      />
      {progress !== null && chosen.file && <UploadProgress fileName={chosen.file.name} share={progress} />}
    </>
  );
}
