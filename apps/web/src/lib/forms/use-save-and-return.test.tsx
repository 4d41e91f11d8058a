import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { SubmitFailure } from './form-failure';
import { useSaveAndReturn } from './use-save-and-return';

function renderSaving(reloadRecord = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/authority/user/edit/7']}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ saving: useSaveAndReturn('/authority/User/3', reloadRecord), location: useLocation() }),
    { wrapper },
  );
  return { result, reloadRecord };
}

describe('useSaveAndReturn', () => {
  it('returns to the list after a successful save', async () => {
    const { result } = renderSaving();
    await act(() =>
      result.current.saving.save(() => Promise.resolve({ message: 'The user has been saved.' })),
    );
    expect(result.current.location.pathname).toBe('/authority/User/3');
    expect(result.current.saving.stale).toBe(false);
  });

  it('stays on the form and offers a reload when someone else changed the record first', async () => {
    const { result, reloadRecord } = renderSaving();
    const conflict = axiosFailure(409, 'Someone else changed this record.', undefined, 'CONFLICT');
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.saving
        .save(() => Promise.reject(conflict))
        .catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(SubmitFailure);
    expect(result.current.location.pathname).toBe('/authority/user/edit/7');
    expect(result.current.saving.stale).toBe(true);

    act(() => result.current.saving.reloadStaleRecord());
    expect(reloadRecord).toHaveBeenCalledTimes(1);
    expect(result.current.saving.stale).toBe(false);
  });

  it('hands field errors to the form without marking the record stale', async () => {
    const { result } = renderSaving();
    const invalid = axiosFailure(400, 'Please correct the highlighted fields.', {
      email: ['Already in use'],
    });
    await act(async () => {
      await result.current.saving.save(() => Promise.reject(invalid)).catch(() => undefined);
    });
    expect(result.current.saving.stale).toBe(false);
    expect(result.current.location.pathname).toBe('/authority/user/edit/7');
  });
});
