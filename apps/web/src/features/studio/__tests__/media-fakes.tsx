import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { testQueryClient } from '../../../test/utils';

/** A studio component alone, with the data layer the studio gives it. */
export function renderInStudio(element: ReactElement) {
  return render(<QueryClientProvider client={testQueryClient()}>{element}</QueryClientProvider>);
}

/** A microphone's stream: its one track records whether it was stopped. */
export function fakeStream() {
  const track = { kind: 'audio', stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/**
 * MediaRecorder as the browser gives it, minus the sound: stop() hands over one chunk of bytes
 * (the take) and then says it stopped, as the spec orders those events.
 */
export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  /** The bytes the next stop() hands over; empty: a silent, empty take. */
  take = 'the take';

  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob(this.take ? [this.take] : [], { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

// jsdom has no blob URLs: whatever it has is put back after each test.
const blobUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/**
 * Puts a fake microphone (getUserMedia answering `answer`), the fake MediaRecorder and blob URLs
 * (jsdom has none) in the browser; returns them to be asserted on.
 */
export function installFakeMicrophone(answer?: () => Promise<MediaStream>) {
  FakeMediaRecorder.instances = [];
  const opened: ReturnType<typeof fakeStream>[] = [];
  const getUserMedia = vi.fn(
    answer ??
      (() => {
        const microphone = fakeStream();
        opened.push(microphone);
        return Promise.resolve(microphone.stream);
      }),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  let made = 0;
  const createObjectURL = vi.fn(() => `blob:take-${(made += 1)}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { getUserMedia, opened, createObjectURL, revokeObjectURL };
}

export function removeFakeMicrophone() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Object.assign(URL, blobUrls);
  vi.unstubAllGlobals();
}
