import { profileEndpoints } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { useThemeToggle } from './use-theme-toggle';

/** The theme, and a store with the server cache only, fresh for each test. */
function withStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeModeProvider>{children}</ThemeModeProvider>
    </Provider>
  );
}

describe('useThemeToggle', () => {
  it('sets, stores and applies the other mode, and sends it to the server', async () => {
    answer(profileEndpoints.saveTheme, ({ params }) => ({ themeMode: params.mode }));
    const { result } = renderHook(() => useThemeToggle(), { wrapper: withStore() });
    expect(result.current.mode).toBe('dark');

    act(() => result.current.toggle());

    expect(result.current.mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    await waitFor(() =>
      expect(callsTo(profileEndpoints.saveTheme)).toEqual([
        expect.objectContaining({ params: { mode: 'light' } }),
      ]),
    );
  });

  it('only logs a failed save, keeping the new mode', async () => {
    answer(profileEndpoints.saveTheme, () => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useThemeToggle(), { wrapper: withStore() });

    act(() => result.current.toggle());

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Saving the theme failed:',
        expect.objectContaining({ message: 'Network Error' }),
      ),
    );
    expect(result.current.mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    logged.mockRestore();
  });
});
