import { STUDIO_RECORDING_MAX_BYTES } from '@bolajon/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '../../../lib/i18n';
import { jsonResponse, mockApi } from '../../../test/utils';
import { VoiceField } from '../components/voice-field';
import {
  FakeMediaRecorder,
  installFakeMicrophone,
  removeFakeMicrophone,
  renderInStudio,
} from './media-fakes';

const recording = { url: '/media/r/abc.ogg', fallbackUrl: '/media/r/abc.m4a', durationMs: 1200 };

/** A form's use of the field: it keeps the value the field hands it. */
function Field({
  initial,
  text = 'кошка',
  onChange,
}: {
  initial?: string;
  text?: string;
  onChange: (url: string | undefined) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <VoiceField
      label="Слово"
      text={text}
      lang="ru"
      value={value}
      onChange={(url) => {
        onChange(url);
        setValue(url);
      }}
    />
  );
}

/** The body and Content-Type of each POST /studio/recordings. */
function uploads(api: ReturnType<typeof mockApi>) {
  return api.fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/studio/recordings'))
    .map(([, init]) => ({
      body: init?.body as Blob,
      type: new Headers(init?.headers).get('content-type'),
    }));
}

beforeEach(async () => {
  await loadStudioTexts();
});

afterEach(() => {
  removeFakeMicrophone();
  vi.useRealTimers();
});

describe('VoiceField', () => {
  it('records, plays the take back and keeps it: uploaded as it is, its URL given to the form', async () => {
    const microphone = installFakeMicrophone();
    const api = mockApi({ 'POST /studio/recordings': () => jsonResponse(201, recording) });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    expect(screen.getByText('Живой записи нет: звучит синтезатор')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Записать голос' }));

    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const stop = await screen.findByRole('button', { name: 'Остановить' });
    expect(stop).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('Запись: 0 с из 30');
    expect(screen.getByText('кошка')).toHaveAttribute('lang', 'ru');
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder?.state).toBe('recording');
    expect(recorder?.mimeType).toBe('audio/webm;codecs=opus');

    await user.click(stop);
    // The microphone is released as soon as the take ends.
    expect(microphone.opened[0]?.track.stop).toHaveBeenCalled();
    const take = screen.getByLabelText('Новая запись: Слово');
    expect(take.tagName).toBe('AUDIO');
    expect(take).toHaveAttribute('src', 'blob:take-1');
    expect(screen.getByRole('button', { name: 'Оставить' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/r/abc.ogg'));
    const [sent] = uploads(api);
    expect(sent?.type).toBe('audio/webm;codecs=opus');
    expect(sent?.body).toBeInstanceOf(Blob);
    expect(await sent?.body.text()).toBe('the take');
    expect(microphone.revokeObjectURL).toHaveBeenCalledWith('blob:take-1');

    // Kept: it plays from the server, Ogg Opus with its AAC copy for browsers without Ogg.
    const player = screen.getByLabelText('Запись: Слово');
    expect(
      [...player.querySelectorAll('source')].map((source) => source.getAttribute('src')),
    ).toEqual(['/media/r/abc.ogg', '/media/r/abc.m4a']);
    expect(screen.getByRole('button', { name: 'Записать заново' })).toHaveFocus();
  });

  it('records again: the first take is thrown away and only the second is uploaded', async () => {
    const microphone = installFakeMicrophone();
    const api = mockApi({ 'POST /studio/recordings': () => jsonResponse(201, recording) });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await user.click(await screen.findByRole('button', { name: 'Остановить' }));
    await user.click(screen.getByRole('button', { name: 'Записать заново' }));
    expect(microphone.revokeObjectURL).toHaveBeenCalledWith('blob:take-1');
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(2);

    const second = FakeMediaRecorder.instances[1];
    if (!second) throw new Error('no second recorder');
    second.take = 'the second take';
    await user.click(await screen.findByRole('button', { name: 'Остановить' }));
    expect(screen.getByLabelText('Новая запись: Слово')).toHaveAttribute('src', 'blob:take-2');
    await user.click(screen.getByRole('button', { name: 'Оставить' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const sent = uploads(api);
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.body.text()).toBe('the second take');
  });

  it('removes a recording: the synthesised voice is heard again', async () => {
    installFakeMicrophone();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field initial="/media/r/old.ogg" onChange={onChange} />);

    expect(screen.getByLabelText('Запись: Слово').tagName).toBe('AUDIO');
    await user.click(screen.getByRole('button', { name: 'Удалить запись' }));

    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(screen.queryByLabelText('Запись: Слово')).not.toBeInTheDocument();
    expect(screen.getByText('Живой записи нет: звучит синтезатор')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Записать голос' })).toBeEnabled();
  });

  it('says why the microphone is closed when permission is denied, and nothing breaks', async () => {
    const microphone = installFakeMicrophone(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет доступа к микрофону. Разрешите микрофон для этого сайта',
    );
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(1);
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Записать голос' })).toBeEnabled();
  });

  it('says so when there is no microphone at all', async () => {
    installFakeMicrophone(() =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    );
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Микрофон не найден');
  });

  it('says so in a browser that cannot record (no MediaRecorder), and asks for no microphone', async () => {
    const microphone = installFakeMicrophone();
    vi.stubGlobal('MediaRecorder', undefined);
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот браузер не умеет записывать звук',
    );
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the take, and keeps the take to try again", async () => {
    installFakeMicrophone();
    mockApi({
      'POST /studio/recordings': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'The recording is silence only',
        }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await user.click(await screen.findByRole('button', { name: 'Остановить' }));
    await user.click(screen.getByRole('button', { name: 'Оставить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Запись не сохранена: The recording is silence only',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Новая запись: Слово')).toHaveAttribute('src', 'blob:take-1');
    expect(screen.getByRole('button', { name: 'Оставить' })).toBeEnabled();
  });

  it('says a refusal whose reason it knows in the interface language, not the server English', async () => {
    installFakeMicrophone();
    mockApi({
      'POST /studio/recordings': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'The file is not a sound recording (no audio could be read from it)',
          reason: 'RECORDING_NOT_AUDIO',
        }),
    });
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await user.click(await screen.findByRole('button', { name: 'Остановить' }));
    await user.click(screen.getByRole('button', { name: 'Оставить' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Запись не сохранена: в записи не нашлось звука');
    expect(alert).not.toHaveTextContent('not a sound recording');
  });

  it('says so when a take comes back empty, and keeps nothing', async () => {
    installFakeMicrophone();
    const api = mockApi({});
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    const stop = await screen.findByRole('button', { name: 'Остановить' });
    const [recorder] = FakeMediaRecorder.instances;
    if (!recorder) throw new Error('no recorder');
    recorder.take = '';
    await user.click(stop);

    expect(screen.getByRole('alert')).toHaveTextContent('Запись получилась пустой');
    expect(screen.queryByRole('button', { name: 'Оставить' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Записать голос' })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses to send a take larger than the server takes', async () => {
    installFakeMicrophone();
    const api = mockApi({});
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    const stop = await screen.findByRole('button', { name: 'Остановить' });
    const [recorder] = FakeMediaRecorder.instances;
    if (!recorder) throw new Error('no recorder');
    recorder.take = 'x'.repeat(STUDIO_RECORDING_MAX_BYTES + 1);
    await user.click(stop);
    await user.click(screen.getByRole('button', { name: 'Оставить' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Запись больше 5 МБ: запишите покороче');
    expect(api.calls).toHaveLength(0);
  });

  it('cannot record an empty text, and says why', () => {
    installFakeMicrophone();
    renderInStudio(<Field text="  " onChange={vi.fn()} />);

    const record = screen.getByRole('button', { name: 'Записать голос' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription('Сначала напишите текст: записывать пока нечего');
  });

  it('stops by itself at the longest a recording may be', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    installFakeMicrophone();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await screen.findByRole('button', { name: 'Остановить' });
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Запись: 29 с из 30');
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');

    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Запись остановлена: дольше 30 секунд нельзя',
    );
    expect(screen.getByLabelText('Новая запись: Слово')).toBeInTheDocument();
  });

  it('releases the microphone and the take when it goes away mid-recording or mid-review', async () => {
    const microphone = installFakeMicrophone();
    const user = userEvent.setup();
    const first = renderInStudio(<Field onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await screen.findByRole('button', { name: 'Остановить' });
    first.unmount();
    expect(microphone.opened[0]?.track.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');

    const second = renderInStudio(<Field onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await user.click(await screen.findByRole('button', { name: 'Остановить' }));
    const url = screen.getByLabelText('Новая запись: Слово').getAttribute('src');
    expect(microphone.revokeObjectURL).not.toHaveBeenCalledWith(url);
    second.unmount();
    expect(microphone.revokeObjectURL).toHaveBeenCalledWith(url);
  });
});
