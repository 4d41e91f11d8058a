import { useCallback, useState } from 'react';
import { fileProblem } from '@/lib/files/file-checks';

/** A file already chosen when the form opens, with why it was refused if it was. */
export type FirstFile = { file: File; error: string | null };

/**
 * The file a form will upload: checked as it is chosen, so a file of the wrong kind or size is
 * never kept, with what is wrong with it (or with what the server said of it) to show beside it.
 */
export function useChosenFile(first?: FirstFile) {
  const [file, setFile] = useState<File | null>(first?.file ?? null);
  const [error, setError] = useState<string | null>(first?.error ?? null);
  const choose = useCallback((chosen: File) => {
    const problem = fileProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  }, []);
  return { file, error, setError, choose };
}

export type ChosenFile = ReturnType<typeof useChosenFile>;
