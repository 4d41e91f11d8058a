import type { ConversationEntry } from '@casekeeper/contract';
import { useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';

/** A page of the thread as the server answers it: entries oldest first, and the cursor before them. */
export type ThreadPage = { entries: ConversationEntry[]; nextCursor: string | null };

type Earlier = {
  /** Every entry read so far that is older than the live page's newest, oldest first. */
  kept: ConversationEntry[];
  cursor: string | null;
  /** How many entries the last page added, and the first (oldest) of them: where focus goes. */
  added: number;
  firstAddedKey: string | null;
};

/**
 * The thread a page at a time: the newest page stays live (a reply sent or received shows at once)
 * and the earlier pages read on asking are kept above it. The live page's entries are kept too once
 * an earlier page is read, so one pushed off the live page by a new message is not lost between it
 * and the pages above.
 */
export function useThreadPages(
  live: ThreadPage | undefined,
  readEarlier: (cursor: string) => Promise<ThreadPage>,
) {
  const [earlier, setEarlier] = useState<Earlier | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const liveEntries = live?.entries ?? [];
  const kept = new Set(earlier?.kept.map((entry) => entry.key));
  const entries = earlier
    ? [...earlier.kept, ...liveEntries.filter((entry) => !kept.has(entry.key))]
    : liveEntries;
  const cursor = earlier ? earlier.cursor : (live?.nextCursor ?? null);

  const showEarlier = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      const page = await readEarlier(cursor);
      setEarlier((current) => ({
        kept: [...page.entries, ...(current?.kept ?? liveEntries)],
        cursor: page.nextCursor,
        added: page.entries.length,
        firstAddedKey: page.entries[0]?.key ?? null,
      }));
    } catch (error) {
      setFailure(toApiFailure(error).message);
    } finally {
      setLoading(false);
    }
  };

  return {
    entries,
    hasEarlier: cursor !== null,
    loading,
    failure,
    showEarlier,
    added: earlier?.added ?? 0,
    firstAddedKey: earlier?.firstAddedKey ?? null,
  };
}

export type ThreadPages = ReturnType<typeof useThreadPages>;
