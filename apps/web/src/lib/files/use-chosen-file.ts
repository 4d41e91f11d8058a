import { useState } from 'react';
import { fileProblem } from './file-checks';

/**
 * The file chosen for an upload form, checked as the server checks it (kind and size): a refused
 * one is not kept and says why; `setName` puts the kept file's name (or none) in the form.
 */
export function useChosenFile(setName: (name: string) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (chosen: File) => {
    const problem = fileProblem(chosen);
    setRefusal(problem);
    setFile(problem ? null : chosen);
    setName(problem ? '' : chosen.name);
  };

  return { file, refusal, choose };
}
