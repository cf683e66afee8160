import type { OnboardingResponse } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingRoute from '../../../app/routes/onboarding';
import { queryKeys } from '../../../lib/query-keys';
import {
  jsonResponse,
  mockApi,
  readProbe,
  renderRoute,
  sampleUser,
  testQueryClient,
} from '../../../test/utils';
import { saveDraft } from '../lib/draft-store';

const SAVE = 'POST /user-onboarding';
const saved: OnboardingResponse = {
  age: 7,
  whyLearning: 'readBooks, watchVideos, learnNewWords',
  degree: 'understandsLittle',
  skills: ['speak', 'listen'],
  time: '15Minutes',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

const renderOnboarding = (entry = '/onboarding') => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me(), sampleUser);
  return renderRoute('/onboarding', <OnboardingRoute />, { initialEntry: entry, queryClient });
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const continueButton = () => screen.getByRole('button', { name: /^(Дальше|Готово|Сохраняем…)$/ });
const backButton = () => screen.getByRole('button', { name: 'Назад' });
const ageInput = () => screen.getByRole('spinbutton', { name: 'Возраст' });
const card = (name: string) => screen.getByRole('checkbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const fillHint = () => screen.queryByText('Пожалуйста, заполни текущее поле');
const progress = () => screen.getByRole('progressbar', { name: 'Сколько вопросов пройдено' });
const locationOf = () => readProbe(screen.getByRole('status', { name: 'location' }));

function expectCounter(current: number) {
  expect(screen.getByText(`${current}/5`)).toBeInTheDocument();
  expect(screen.getByText(`Вопрос ${current} из 5`)).toBeInTheDocument();
  expect(progress()).toHaveAttribute('aria-valuenow', String(current * 20));
}

/** Answers every question (age 7, three reasons, a level, two skills) up to the time step. */
async function answerUpToTime(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Начать' }));
  await heading('Сколько тебе лет?');
  await user.click(screen.getByRole('button', { name: '7' }));
  await user.click(continueButton());
  await heading('Зачем тебе русский язык?');
  await user.click(card('Читать книги'));
  await user.click(card('Смотреть мультики и видео'));
  await user.click(card('Узнавать новые слова'));
  await user.click(continueButton());
  await heading('Как хорошо ты знаешь русский?');
  await user.click(radio('Немного понимаю'));
  await user.click(continueButton());
  await heading('Чему ты хочешь научиться?');
  await user.click(card('Говорить'));
  await user.click(card('Слушать и понимать'));
  await user.click(continueButton());
  await heading('Сколько времени в день будешь заниматься?');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the onboarding intro (/onboarding)', () => {
  it('greets with the mascot, a start button and no progress yet', async () => {
    mockApi({});
    const { container } = renderOnboarding();
    expect(await heading('Давай знакомиться!')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('img[src="/logo.svg"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lets the questions wait: the skip link goes home without saving', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderOnboarding();
    await user.click(await screen.findByRole('link', { name: 'Пропустить, заполню позже' }));
    expect(locationOf().pathname).toBe('/');
    expect(api.calls).toHaveLength(0);
  });

  it('starts with the age, question 1 of 5, in the URL', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { router } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Начать' }));
    expect(await heading('Сколько тебе лет?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=age');
    expectCounter(1);
  });
});

describe('the onboarding questions', () => {
  it('keeps continue disabled, saying why, until the age is a whole number from 1 to 120', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderOnboarding('/onboarding?step=age');
    await heading('Сколько тебе лет?');
    expect(continueButton()).toBeDisabled();
    expect(fillHint()).toBeInTheDocument();

    for (const typed of ['0', '121', '6.5']) {
      await user.clear(ageInput());
      await user.type(ageInput(), typed);
      expect(continueButton(), typed).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent('Возраст — целое число от 1 до 120');
      expect(fillHint()).toBeInTheDocument();
    }

    await user.clear(ageInput());
    await user.type(ageInput(), '8');
    expect(continueButton()).toBeEnabled();
    expect(fillHint()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a fourth reason with "maximum three", and takes it once one is let go', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({ ageText: '7', reasons: [], degree: null, skills: [], time: null });
    renderOnboarding('/onboarding?step=whyLearning');
    await heading('Зачем тебе русский язык?');
    expectCounter(2);
    expect(continueButton()).toBeDisabled();

    await user.click(card('Свободно общаться'));
    expect(continueButton()).toBeEnabled();
    await user.click(card('Читать книги'));
    await user.click(card('Слушать песни'));
    await user.click(card('Другое'));
    expect(card('Другое')).not.toBeChecked();
    expect(screen.getByText('Можно выбрать максимум три')).toHaveAttribute('role', 'status');
    expect(
      screen.getAllByRole('checkbox', { checked: true }).map((box) => box.textContent),
    ).toEqual(['Свободно общаться', 'Читать книги', 'Слушать песни']);

    await user.click(card('Читать книги'));
    await user.click(card('Другое'));
    expect(card('Другое')).toBeChecked();
    expect(card('Читать книги')).not.toBeChecked();
    expect(screen.queryByText('Можно выбрать максимум три')).not.toBeInTheDocument();
  });

  it('refuses a fourth skill too', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({
      ageText: '7',
      reasons: ['other'],
      degree: 'fluent',
      skills: ['write', 'read', 'speak'],
      time: null,
    });
    renderOnboarding('/onboarding?step=skills');
    await heading('Чему ты хочешь научиться?');
    expectCounter(4);
    await user.click(card('Грамматика'));
    expect(card('Грамматика')).not.toBeChecked();
    expect(screen.getByText('Можно выбрать максимум три')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('needs one level and one time, each step a fifth further on', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({ ageText: '9', reasons: ['other'], degree: null, skills: [], time: null });
    renderOnboarding('/onboarding?step=degree');
    await heading('Как хорошо ты знаешь русский?');
    expectCounter(3);
    expect(continueButton()).toBeDisabled();
    await user.click(radio('Совсем не знаю'));
    await user.click(radio('Знаю хорошо'));
    expect(radio('Совсем не знаю')).not.toBeChecked();
    await user.click(continueButton());

    await heading('Чему ты хочешь научиться?');
    await user.click(card('Пока не знаю'));
    await user.click(continueButton());

    await heading('Сколько времени в день будешь заниматься?');
    expectCounter(5);
    expect(continueButton()).toHaveTextContent('Готово');
    expect(continueButton()).toBeDisabled();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Сколько времени в день будешь заниматься?' }))
        .getAllByRole('radio')
        .map((option) => option.textContent),
    ).toEqual(['5 минут', '10 минут', '15 минут', '30 минут', 'Пока не знаю']);
    await user.click(radio('30 минут'));
    expect(continueButton()).toBeEnabled();
  });

  it('sends a direct link past unanswered questions back to the first of them', async () => {
    mockApi({});
    const { router } = renderOnboarding('/onboarding?step=time');
    expect(await heading('Сколько тебе лет?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=age');
  });
});

describe('going back', () => {
  it('goes to the previous step with its answer kept, by the back button and by the phone’s back', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { router } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Начать' }));
    await heading('Сколько тебе лет?');
    await user.type(ageInput(), '6');
    await user.click(continueButton());
    await heading('Зачем тебе русский язык?');
    await user.click(card('Другое'));
    await user.click(continueButton());
    await heading('Как хорошо ты знаешь русский?');

    await user.click(backButton());
    await heading('Зачем тебе русский язык?');
    expect(router.state.location.search).toBe('?step=whyLearning');
    expect(card('Другое')).toBeChecked();

    await act(() => router.navigate(-1));
    await heading('Сколько тебе лет?');
    expect(ageInput()).toHaveValue(6);

    await user.click(backButton());
    expect(await heading('Давай знакомиться!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Back went through the history, not forward into a new entry: nothing of ours is behind it.
    expect(router.state.historyAction).toBe('POP');
  });

  it('steps back from a step opened directly, replacing it', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({ ageText: '7', reasons: ['other'], degree: null, skills: [], time: null });
    const { router } = renderOnboarding('/onboarding?step=degree');
    await heading('Как хорошо ты знаешь русский?');
    await user.click(backButton());
    await heading('Зачем тебе русский язык?');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(card('Другое')).toBeChecked();
  });
});

describe('saving the answers', () => {
  it('posts exactly what the contract expects, then goes home with the profile read afresh', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [SAVE]: () => jsonResponse(200, saved) });
    const { queryClient } = renderOnboarding();
    await answerUpToTime(user);
    await user.click(radio('15 минут'));
    await user.click(continueButton());

    await waitFor(() => expect(locationOf().pathname).toBe('/'));
    expect(api.callsTo(SAVE)).toHaveLength(1);
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      age: 7,
      whyLearning: 'readBooks, watchVideos, learnNewWords',
      degree: 'understandsLittle',
      skills: ['speak', 'listen'],
      time: '15Minutes',
    });
    expect(queryClient.getQueryState(queryKeys.me())?.isInvalidated).toBe(true);
    expect(window.sessionStorage.getItem('onboardingDraft')).toBeNull();
  });

  it('shows "saving" on a disabled button while the save runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    mockApi({ [SAVE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderOnboarding();
    await answerUpToTime(user);
    await user.click(radio('5 минут'));
    await user.click(continueButton());

    const button = await screen.findByRole('button', { name: 'Сохраняем…' });
    expect(button).toBeDisabled();
    expect(backButton()).toBeDisabled();
    answer(jsonResponse(200, { ...saved, time: '5Minutes' }));
    await waitFor(() => expect(locationOf().pathname).toBe('/'));
  });

  it('on failure logs, shows the red banner and lets the child try again', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      [SAVE]: [
        () => jsonResponse(500, { message: 'Internal error', code: 'INTERNAL_ERROR' }),
        () => jsonResponse(200, saved),
      ],
    });
    const { router } = renderOnboarding();
    await answerUpToTime(user);
    await user.click(radio('15 минут'));
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сохранения данных');
    expect(logged).toHaveBeenCalledWith('Could not save the onboarding answers', expect.anything());
    expect(continueButton()).toHaveTextContent('Готово');
    expect(continueButton()).toBeEnabled();
    expect(router.state.location.search).toBe('?step=time');

    await user.click(continueButton());
    await waitFor(() => expect(locationOf().pathname).toBe('/'));
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });
});

describe('the choice cards by keyboard', () => {
  it('move a one-answer choice with the arrow keys, one tab stop for the group', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({ ageText: '7', reasons: ['other'], degree: null, skills: [], time: null });
    renderOnboarding('/onboarding?step=degree');
    await heading('Как хорошо ты знаешь русский?');
    expect(radio('Совсем не знаю')).toHaveAttribute('tabindex', '0');
    expect(radio('Немного понимаю')).toHaveAttribute('tabindex', '-1');

    radio('Совсем не знаю').focus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Немного понимаю')).toBeChecked();
    expect(radio('Немного понимаю')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(radio('Говорю свободно')).toBeChecked();
    expect(continueButton()).toBeEnabled();
  });

  it('tick and untick a many-answer card with space', async () => {
    const user = userEvent.setup();
    mockApi({});
    saveDraft({ ageText: '7', reasons: [], degree: null, skills: [], time: null });
    renderOnboarding('/onboarding?step=whyLearning');
    await heading('Зачем тебе русский язык?');
    card('Читать книги').focus();
    await user.keyboard(' ');
    expect(card('Читать книги')).toBeChecked();
    await user.keyboard(' ');
    expect(card('Читать книги')).not.toBeChecked();
  });
});
