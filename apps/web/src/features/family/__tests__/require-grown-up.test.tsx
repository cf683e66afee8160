import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAskGrownUp } from '../../../lib/ask-grown-up';
import { forgetGrownUpPass, saveGrownUpPass } from '../../../lib/grown-up';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { RequireGrownUp } from '../components/require-grown-up';

afterEach(() => {
  forgetGrownUpPass();
  vi.unstubAllGlobals();
});

const question = { kind: 'product', left: 8, right: 4, challenge: 'signed' };
const secret = <p>the grown-ups’ page</p>;

describe('RequireGrownUp', () => {
  it('shows the gate instead of the page, and the page once passed', async () => {
    mockApi({
      'GET /family/gate': () => jsonResponse(200, question),
      'POST /family/gate': () => jsonResponse(200, { grownUpToken: 'pass', expiresInSeconds: 600 }),
    });
    renderRoute('/secret', <RequireGrownUp>{secret}</RequireGrownUp>);
    const user = userEvent.setup();

    expect(await screen.findByText('Напишите цифрами: восемь умножить на четыре')).toBeVisible();
    expect(screen.queryByText('the grown-ups’ page')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Ответ' }), '32');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('the grown-ups’ page')).toBeInTheDocument();
  });

  it('renders the page at once while a pass is good', () => {
    const api = mockApi({});
    saveGrownUpPass({ grownUpToken: 'pass', expiresInSeconds: 600 });
    renderRoute('/secret', <RequireGrownUp>{secret}</RequireGrownUp>);
    expect(screen.getByText('the grown-ups’ page')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('goes back where the child came from when it leaves the gate', async () => {
    mockApi({ 'GET /family/gate': () => jsonResponse(200, question) });
    const { router } = renderRoute('/secret', <RequireGrownUp>{secret}</RequireGrownUp>, {
      initialEntry: '/profile',
    });
    await act(() => router.navigate('/secret'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Вернуться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(readProbe(screen.getByRole('status', { name: 'location' })).pathname).toBe('/profile');
  });

  it('goes to the map when the gated page was the first one opened', async () => {
    mockApi({ 'GET /family/gate': () => jsonResponse(200, question) });
    const { router } = renderRoute('/secret', <RequireGrownUp>{secret}</RequireGrownUp>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Вернуться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

function AskingButton({ onDone }: { onDone: () => void }) {
  const ask = useAskGrownUp();
  return (
    <button type="button" onClick={() => ask(onDone)}>
      grown-up thing
    </button>
  );
}

describe('useAskGrownUp', () => {
  it('opens the gate over the screen, and runs the thing only after it is passed', async () => {
    mockApi({
      'GET /family/gate': () => jsonResponse(200, question),
      'POST /family/gate': () => jsonResponse(200, { grownUpToken: 'pass', expiresInSeconds: 600 }),
    });
    const onDone = vi.fn();
    renderRoute('/', <AskingButton onDone={onDone} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'grown-up thing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Для взрослых' });
    expect(onDone).not.toHaveBeenCalled();
    await user.type(await screen.findByRole('textbox', { name: 'Ответ' }), '32');
    await user.click(screen.getByRole('button', { name: 'Готово' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(dialog).not.toBeInTheDocument();
    // While the pass is good, the next tap needs no gate.
    await user.click(screen.getByRole('button', { name: 'grown-up thing' }));
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the gate on Cancel and on Escape, running nothing', async () => {
    mockApi({ 'GET /family/gate': () => jsonResponse(200, question) });
    const onDone = vi.fn();
    renderRoute('/', <AskingButton onDone={onDone} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'grown-up thing' }));
    await user.click(await screen.findByRole('button', { name: 'Вернуться' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'grown-up thing' }));
    await screen.findByRole('dialog', { name: 'Для взрослых' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
