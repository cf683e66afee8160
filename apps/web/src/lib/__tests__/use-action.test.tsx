import { act, renderHook, waitFor } from '@testing-library/react';
import { useAction } from '../use-action';

/** An action that resolves or fails when the test says. */
function deferredAction() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | null = null;
  const action = vi.fn(
    (_name: string) =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { action, settle: () => settle! };
}

describe('useAction', () => {
  it('is pending while the call runs, then reports its result to both callbacks', async () => {
    const { action, settle } = deferredAction();
    const saved = vi.fn();
    const done = vi.fn();
    const { result } = renderHook(() => useAction(action, { onSuccess: saved }));

    act(() => result.current.mutate('Алия', { onSuccess: done }));
    expect(result.current.isPending).toBe(true);
    expect(action).toHaveBeenCalledWith('Алия');

    await act(async () => settle().resolve('sent'));
    expect(result.current.isPending).toBe(false);
    expect(saved).toHaveBeenCalledWith('sent', 'Алия');
    expect(done).toHaveBeenCalledWith('sent');
  });

  it('hands a failure to the call and stops being pending', async () => {
    const { action, settle } = deferredAction();
    const saved = vi.fn();
    const failed = vi.fn();
    const { result } = renderHook(() => useAction(action, { onSuccess: saved }));

    act(() => result.current.mutate('Алия', { onError: failed }));
    const error = new Error('offline');
    await act(async () => settle().reject(error));

    expect(result.current.isPending).toBe(false);
    expect(failed).toHaveBeenCalledWith(error);
    expect(saved).not.toHaveBeenCalled();
  });

  it('after the form has gone, still saves the result but calls nothing of the form', async () => {
    const { action, settle } = deferredAction();
    const saved = vi.fn();
    const done = vi.fn();
    const { result, unmount } = renderHook(() => useAction(action, { onSuccess: saved }));

    act(() => result.current.mutate('Алия', { onSuccess: done }));
    unmount();
    settle().resolve('sent');

    await waitFor(() => expect(saved).toHaveBeenCalledWith('sent', 'Алия'));
    expect(done).not.toHaveBeenCalled();
  });
});
