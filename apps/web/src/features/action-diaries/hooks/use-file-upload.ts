import type { AddFileItemRequest } from '@casekeeper/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { invalidateDiaries } from '../api/diaries-api';
import { uploadFileItem } from '../api/upload-file-item';

/** Statuses whose message is about the file itself: shown beside it. */
const ABOUT_THE_FILE = new Set([413, 415]);

/**
 * Adding a file item: the upload's progress (0 to 1, null when none runs), stopped if the page is
 * left; afterwards the diaries are read again. A refusal is thrown in the form's words, a too-large
 * or unsupported file's message on the file field.
 */
export function useFileUpload() {
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (fields: AddFileItemRequest, file: File) => {
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        const saved = await uploadFileItem({
          fields,
          file,
          onProgress: setProgress,
          signal: controller.signal,
        });
        dispatch(invalidateDiaries(Number(fields.diaryId)));
        return saved;
      } catch (error) {
        setProgress(null);
        const failure = toApiFailure(error);
        if (failure.status !== undefined && ABOUT_THE_FILE.has(failure.status)) {
          throw new SubmitFailure({ message: failure.message, fields: { file: failure.message } });
        }
        throw toSubmitFailure(error);
      }
    },
    [dispatch],
  );
  return { upload, progress };
}
