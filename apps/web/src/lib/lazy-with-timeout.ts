import { CHUNK_LOAD_TIMEOUT_MS } from '@casekeeper/contract';

export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

export class ChunkLoadError extends Error {
  override name = CHUNK_LOAD_ERROR;
}

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === CHUNK_LOAD_ERROR;
}

/**
 * Wraps a lazy `import()` so that a chunk which never arrives, or fails to
 * load, surfaces as a ChunkLoadError the route error boundary can explain.
 */
export function lazyWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError(`Loading a chunk took longer than ${timeoutMs} ms.`));
      }, timeoutMs);

      Promise.resolve()
        .then(load)
        .then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (cause: unknown) => {
            clearTimeout(timer);
            const reason = cause instanceof Error ? cause.message : String(cause);
            reject(new ChunkLoadError(`Loading a chunk failed: ${reason}`, { cause }));
          },
        );
    });
}
