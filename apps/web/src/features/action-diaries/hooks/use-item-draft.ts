import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { mergeKeyedStore, removeKeyedStoreEntry, type KeyedStoreState } from '@/stores/keyed-store-slice';

type Draft = Record<string, string>;
type Watch = (callback: (values: Record<string, unknown>) => void) => { unsubscribe: () => void };

/** A draft with something typed in it: an emptied form is no draft. */
const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string') &&
  Object.values(value).some((field) => field !== '');

/**
 * A new item's unsaved draft, kept in the generic keyed store (spec §3) under `key` while it is
 * typed, so that an officer called away (an alarm, another case) finds it again on coming back.
 * `restored` is the draft found on arrival (read once: the form starts from it); `forget` drops
 * it (the item added, or the draft discarded). A null key keeps nothing (an item being edited).
 */
export function useItemDraft(key: string | null) {
  const dispatch = useDispatch();
  const stored = useSelector((state: { keyedStore: KeyedStoreState }) =>
    key ? state.keyedStore[key] : null,
  );
  const [restored, setRestored] = useState(() => (isDraft(stored) ? stored : null));
  return {
    restored,
    forget: () => {
      setRestored(null);
      if (key) dispatch(removeKeyedStoreEntry(key));
    },
  };
}

/** Keeps what is typed in the form whose `watch` this is as the draft under `key`. */
export function useKeepDraft(key: string | null, watch: Watch) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!key) return undefined;
    const subscription = watch((values) =>
      dispatch(isDraft(values) ? mergeKeyedStore({ key, values }) : removeKeyedStoreEntry(key)),
    );
    return () => subscription.unsubscribe();
  }, [dispatch, key, watch]);
}
