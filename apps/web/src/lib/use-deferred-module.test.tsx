import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredImport } from './deferred-import';
import { useDeferredModule } from './use-deferred-module';

class CatchError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useDeferredModule', () => {
  it('is null on the first render, then the module once it has loaded', async () => {
    const source = deferredImport(() => Promise.resolve({ answer: 42 }));
    const { result } = renderHook(() => useDeferredModule(source));

    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
  });

  it('stays null without a source (a phone, which shows cards instead of the grid)', async () => {
    const { result } = renderHook(() => useDeferredModule(null));

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBeNull();
  });

  it('throws a failed load for the error boundary above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = deferredImport(() => Promise.reject(new Error('The chunk is gone')));
    function Uses() {
      useDeferredModule(source);
      return <p>Waiting</p>;
    }
    render(
      <CatchError>
        <Uses />
      </CatchError>,
    );

    expect(await screen.findByText('Caught: The chunk is gone')).toBeInTheDocument();
  });
});
