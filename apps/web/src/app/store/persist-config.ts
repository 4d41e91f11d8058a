import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@casekeeper/contract';
import type { PersistConfig, Storage } from 'redux-persist';
import type { RootState } from './root-reducer';

/**
 * Persisted as `persist:Case` (redux-persist's own prefix is the required `persist:`; its keyPrefix
 * option is deprecated), without the bookmark filter and the server cache; restoring gives up after 5000 ms. */
export function persistConfigFor(storage: Storage): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    storage,
    blacklist: ['bookmarkFilter', 'api'],
    timeout: PERSIST_TIMEOUT_MS,
  };
}
