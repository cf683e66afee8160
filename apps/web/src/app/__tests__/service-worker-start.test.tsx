import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceWorkerStart } from '../service-worker-start';

function setup(enabled = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const register = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceWorkerStart register={register} enabled={enabled} />
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
  return { register, read, answer: (value: string) => act(async () => answer(value)) };
}

describe('ServiceWorkerStart', () => {
  it('registers the worker once the first screen has its answers, not before', async () => {
    const { register, read, answer } = setup();
    // Nothing read yet: the screen has not asked for its answers.
    expect(register).not.toHaveBeenCalled();
    await read();
    expect(register).not.toHaveBeenCalled();
    await answer('map');
    expect(register).toHaveBeenCalledTimes(1);
    // Later reads start nothing more.
    await read();
    await answer('again');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing where it is off (development, a browser without workers)', async () => {
    const { register, read, answer } = setup(false);
    await read();
    await answer('map');
    expect(register).not.toHaveBeenCalled();
  });
});
