import { act, render, screen } from '@testing-library/react';
import type { Persistor, PersistorState } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { PersistedStoreGate } from './persisted-store-gate';

/** A persistor whose restoring the test finishes. */
function fakePersistor() {
  let state: PersistorState = { registry: [], bootstrapped: false };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const restore = () => {
    state = { registry: [], bootstrapped: true };
    listeners.forEach((listener) => listener());
  };
  return { persistor, restore };
}

describe('PersistedStoreGate', () => {
  it('shows the loading view until the store is restored, then the page', async () => {
    const { persistor, restore } = fakePersistor();
    render(
      <PersistedStoreGate persistor={persistor} loading={<p>Loading</p>}>
        <p>The page</p>
      </PersistedStoreGate>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => restore());

    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the page at once when the store was already restored', () => {
    const { persistor, restore } = fakePersistor();
    restore();
    render(
      <PersistedStoreGate persistor={persistor} loading={<p>Loading</p>}>
        <p>The page</p>
      </PersistedStoreGate>,
    );

    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
