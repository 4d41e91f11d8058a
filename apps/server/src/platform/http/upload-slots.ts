/**
 * How many uploads each user has under way in this process, so that one account cannot hold
 * open more than its share of connections, temporary files and disk writes.
 */
export type UploadSlots = {
  /** A slot for `userId`, and the call that gives it back; undefined when all theirs are taken. */
  take(userId: number): (() => void) | undefined;
};

export function createUploadSlots(perUser: number): UploadSlots {
  const inUse = new Map<number, number>();
  return {
    take(userId) {
      const taken = inUse.get(userId) ?? 0;
      if (taken >= perUser) return undefined;
      inUse.set(userId, taken + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inUse.get(userId) ?? 1) - 1;
        if (left > 0) inUse.set(userId, left);
        else inUse.delete(userId);
      };
    },
  };
}
