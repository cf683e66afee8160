import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeAudio,
  sharedFake,
  type FakeAudioControl,
} from '../../lib/__tests__/fake-audio';
import {
  installFakeSpeech,
  type FakeSpeechSynthesis,
} from '../../lib/__tests__/fake-speech-synthesis';
import { setDeviceSetting } from '../../lib/device-settings';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockApi } from '../../test/utils';
import { AppProvider, testQueryClient } from '../../test/utils';
import { SpeakerButton, type SpeakerButtonProps } from '../speaker-button';

let audio: FakeAudioControl;
let synth: FakeSpeechSynthesis;

beforeEach(() => {
  audio = installFakeAudio();
  synth = installFakeSpeech();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function renderSpeaker(props: SpeakerButtonProps) {
  return render(
    <AppProvider queryClient={testQueryClient()}>
      <SpeakerButton {...props} />
    </AppProvider>,
  );
}

const speaker = (text: string) => screen.getByRole('button', { name: `Послушать: ${text}` });
const status = (text: string) => speaker(text).getAttribute('data-status');

describe('the speaker button', () => {
  it('shows its text and speaker, named for what it says', () => {
    renderSpeaker({ text: 'Кошка' });
    expect(speaker('Кошка')).toHaveTextContent('Кошка');
    expect(speaker('Кошка').querySelector('svg')).not.toBeNull();
    expect(speaker('Кошка')).toHaveClass('speaker--small');
  });

  it('can hide its text, or its icon', () => {
    const { unmount } = renderSpeaker({ text: 'Кошка', hideText: true });
    expect(speaker('Кошка')).toHaveTextContent('');
    expect(speaker('Кошка').querySelector('svg')).not.toBeNull();
    unmount();
    renderSpeaker({ text: 'Кошка', hideIcon: true });
    expect(speaker('Кошка')).toHaveTextContent('Кошка');
    expect(speaker('Кошка').querySelector('svg')).toBeNull();
  });

  it('plays its recorded file: loading, playing, then ready; and again on every tap', async () => {
    const user = userEvent.setup();
    renderSpeaker({ text: 'Кошка', audioUrl: '/media/cat.ogg' });
    expect(status('Кошка')).toBe('idle');

    await user.click(speaker('Кошка'));
    expect(audio.played).toEqual(['/media/cat.ogg']);
    expect(status('Кошка')).toBe('playing');
    act(() => sharedFake(audio).end());
    expect(status('Кошка')).toBe('ready');

    await user.click(speaker('Кошка'));
    expect(audio.played).toEqual(['/media/cat.ogg', '/media/cat.ogg']);
  });

  it('shows loading while the server makes the audio', async () => {
    const user = userEvent.setup();
    const server: { answer?: (response: Response) => void } = {};
    mockApi({ 'POST /audio': () => new Promise<Response>((resolve) => (server.answer = resolve)) });
    renderSpeaker({ text: 'Утка', hideText: true });
    await user.click(speaker('Утка'));
    expect(status('Утка')).toBe('loading');
    expect(speaker('Утка')).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(server.answer).toBeDefined());
    await act(async () => server.answer?.(jsonResponse(200, { url: '/media/tts/utka.ogg' })));
    await vi.waitFor(() => expect(status('Утка')).toBe('playing'));
    expect(speaker('Утка')).not.toHaveAttribute('aria-busy');
  });

  it('plays one sound at a time: another speaker takes over', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={testQueryClient()}>
        <SpeakerButton text="Кошка" audioUrl="/media/cat.ogg" />
        <SpeakerButton text="Утка" audioUrl="/media/duck.ogg" />
      </AppProvider>,
    );
    await user.click(speaker('Кошка'));
    await user.click(speaker('Утка'));
    expect(status('Кошка')).toBe('ready');
    expect(status('Утка')).toBe('playing');
  });

  it('with sounds off shows a muted speaker and plays nothing, even on a tap', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    setDeviceSetting('soundEnabled', false);
    renderSpeaker({ text: 'Кошка' });
    expect(speaker('Кошка')).toHaveAccessibleDescription('Звук выключен в настройках');
    expect(status('Кошка')).toBe('muted');
    await user.click(speaker('Кошка'));
    expect(audio.played).toEqual([]);
    expect(synth.spoken).toEqual([]);
    expect(api.calls).toEqual([]);

    act(() => setDeviceSetting('soundEnabled', true));
    expect(status('Кошка')).toBe('idle');
    expect(speaker('Кошка')).not.toHaveAccessibleDescription();
  });

  it('speaks Uzbek', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderSpeaker({ text: 'Mushuk', hideText: true });
    expect(screen.getByRole('button', { name: 'Tinglash: Mushuk' })).toBeInTheDocument();
  });

  it('takes another name where the text must stay unheard by the eye', () => {
    renderSpeaker({ text: 'Кошка', hideText: true, label: 'Послушать ещё раз' });
    expect(screen.getByRole('button', { name: 'Послушать ещё раз' })).toBeInTheDocument();
  });
});
