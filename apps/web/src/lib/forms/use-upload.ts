import type { EndpointBody } from '@casekeeper/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';
import { uploadForm, type UploadEndpoint } from '@/lib/api/upload-form';
import { SubmitFailure } from './form-failure';
import { toSubmitFailure } from './to-submit-failure';

/** Statuses whose message is about the file itself: shown beside it. */
const ABOUT_THE_FILE = new Set([413, 415]);

/**
 * A form's upload to `endpoint`: its progress (0 to 1, null before one runs or after a refusal;
 * it stays at 1 once the upload is done, for the form to say it is saving), stopped if the page
 * is left. A refusal is thrown in the form's words, a too-large or unsupported file's message on
 * the form's `file` field.
 */
export function useUpload<E extends UploadEndpoint>(endpoint: E) {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (fields: EndpointBody<E>, file: File, params?: Record<string, string | number>) => {
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        return await uploadForm({
          endpoint,
          fields,
          file,
          params,
          onProgress: setProgress,
          signal: controller.signal,
        });
      } catch (error) {
        setProgress(null);
        const failure = toApiFailure(error);
        if (failure.status !== undefined && ABOUT_THE_FILE.has(failure.status)) {
          throw new SubmitFailure({ message: failure.message, fields: { file: failure.message } });
        }
        throw toSubmitFailure(error);
      }
    },
    [endpoint],
  );
  return { upload, progress };
}
