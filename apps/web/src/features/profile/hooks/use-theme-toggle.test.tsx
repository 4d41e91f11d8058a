import type { ThemeMode } from '@casekeeper/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { useThemeToggle } from './use-theme-toggle';

vi.mock('../api/save-theme-mode', () => ({ saveThemeMode: vi.fn(() => Promise.resolve()) }));

const wrapper = ({ children }: { children: ReactNode }) => <ThemeModeProvider>{children}</ThemeModeProvider>;

describe('useThemeToggle', () => {
  it('sets, stores and applies the other mode, and sends it to the server', () => {
    const save = vi.fn<(mode: ThemeMode) => Promise<void>>(() => Promise.resolve());
    const { result } = renderHook(() => useThemeToggle(save), { wrapper });
    expect(result.current.mode).toBe('dark');

    act(() => result.current.toggle());

    expect(result.current.mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(save).toHaveBeenCalledExactlyOnceWith('light');
  });

  it('only logs a failed save, keeping the new mode', async () => {
    const failure = new Error('Network Error');
    const save = vi.fn(() => Promise.reject(failure));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useThemeToggle(save), { wrapper });

    act(() => result.current.toggle());

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Saving the theme failed:', failure));
    expect(result.current.mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    logged.mockRestore();
  });
});
