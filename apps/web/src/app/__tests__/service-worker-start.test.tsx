import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceWorkerStart } from '../service-worker-start';

function setup(enabled = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const register = vi.fn();
  // "A little later" is now: the test holds each start and runs it when it says.
  const scheduled: (() => void)[] = [];
  const schedule = (start: () => void) => {
    scheduled.push(start);
    return () => scheduled.splice(scheduled.indexOf(start), 1);
  };
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceWorkerStart register={register} schedule={schedule} enabled={enabled} />
    </QueryClientProvider>,
  );
  let answer!: (value: string) => void;
  const read = () =>
    act(async () => {
      void queryClient.fetchQuery({
        queryKey: ['home'],
        queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      });
    });
  return {
    register,
    read,
    answer: (value: string) => act(async () => answer(value)),
    runScheduled: () => scheduled.splice(0).forEach((start) => start()),
  };
}

describe('ServiceWorkerStart', () => {
  it('registers the worker once the first screen has its answers, not before', async () => {
    const { register, read, answer, runScheduled } = setup();
    // Nothing read yet: the screen has not asked for its answers.
    runScheduled();
    expect(register).not.toHaveBeenCalled();
    await read();
    runScheduled();
    expect(register).not.toHaveBeenCalled();
    await answer('map');
    // Scheduled, a little later: not at once.
    expect(register).not.toHaveBeenCalled();
    runScheduled();
    expect(register).toHaveBeenCalledTimes(1);
    // Later reads start nothing more.
    await read();
    await answer('again');
    runScheduled();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing where it is off (development, a browser without workers)', async () => {
    const { register, read, answer, runScheduled } = setup(false);
    await read();
    await answer('map');
    runScheduled();
    expect(register).not.toHaveBeenCalled();
  });
});
