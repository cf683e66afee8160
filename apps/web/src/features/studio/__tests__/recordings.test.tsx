import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadStudioTexts } from '../../../lib/i18n';
import { UnrecordedList } from '../components/unrecorded-list';
import { unrecordedTexts } from '../lib/recordings';
import { renderInStudio } from './media-fakes';

/** A draft with some texts recorded (under /media/r/), some rendered, some not voiced at all. */
const mixedLesson = () => ({
  key: 'l1',
  title: 'Кошка и собака',
  words: [
    {
      key: 'cat',
      word: 'кошка',
      translation: 'mushuk',
      audio: '/media/r/cat.ogg',
      translationAudio: '/media/r/mushuk.ogg',
    },
    // A voice rendered by the synthesiser is not a human recording.
    { key: 'dog', word: 'собака', translation: 'it', audio: '/media/audio/ru-sobaka.ogg' },
  ],
  games: [
    {
      key: 'g1',
      title: 'Кто это?',
      type: '2.3',
      instruction: 'Послушай и выбери',
      instructionAudio: '/media/r/instr.ogg',
      instructionUz: 'Tingla va tanla',
      questions: [
        {
          key: 'q1',
          text: 'Где кошка?',
          promptUz: 'Mushuk qani?',
          promptUzAudio: '/media/r/prompt.ogg',
          variants: [
            { answer: 'кошка', audio: '/media/r/v1.ogg', correct: true },
            { answer: 'собака' },
            { answer: '   ' },
          ],
        },
        // A question with no text (a picture game) has nothing to record.
        { key: 'q2', text: '', variants: [] },
      ],
    },
    {
      key: 'g2',
      title: 'Диалог',
      type: '3.1',
      questions: [
        {
          key: 'q1',
          personages: [
            { personage: 1, answer: 'Привет!', audio: '/media/r/hi.ogg' },
            { personage: 2, answer: 'Здравствуй!' },
          ],
        },
      ],
    },
  ],
});

beforeEach(async () => {
  await loadStudioTexts();
});

describe('unrecordedTexts', () => {
  it('lists every non-empty spoken text without a human recording, with its place and kind', () => {
    expect(unrecordedTexts(mixedLesson())).toEqual([
      { path: 'words[1].word', kind: 'word', text: 'собака' },
      { path: 'words[1].translation', kind: 'translation', text: 'it' },
      { path: 'games[0].instructionUz', kind: 'instructionUz', text: 'Tingla va tanla' },
      { path: 'games[0].questions[0].text', kind: 'question', text: 'Где кошка?' },
      { path: 'games[0].questions[0].variants[1].answer', kind: 'variant', text: 'собака' },
      { path: 'games[1].questions[0].personages[1].answer', kind: 'line', text: 'Здравствуй!' },
    ]);
  });

  it('counts a text recorded once for every item saying it in the same voice', () => {
    const lesson = {
      words: [{ word: 'кошка', audio: '/media/r/cat.ogg', translation: 'mushuk' }],
      games: [
        {
          questions: [
            { text: 'Кошка?', variants: [{ answer: 'Кошка!' }, { answer: 'кошки' }] },
            // «mushuk» as an Uzbek prompt is the translation's text in the same (Uzbek) voice.
            { text: '', promptUz: 'Mushuk', promptUzAudio: '/media/r/mushuk.ogg' },
          ],
        },
      ],
    };
    expect(unrecordedTexts(lesson)).toEqual([
      { path: 'games[0].questions[0].variants[1].answer', kind: 'variant', text: 'кошки' },
    ]);
  });

  it('finds nothing to record in a fully recorded lesson, and reads a half-written draft', () => {
    expect(
      unrecordedTexts({
        words: [{ word: 'кот', audio: '/media/r/kot.ogg' }],
        games: [{ questions: [{ text: 'Кто?', audio: '/media/r/who.ogg' }] }],
      }),
    ).toEqual([]);
    expect(
      unrecordedTexts({
        words: 'none',
        games: [null, { questions: [{ variants: [7, { answer: 3 }] }] }],
      }),
    ).toEqual([]);
    expect(unrecordedTexts({ games: [{ instruction: 'Слушай', instructionAudio: 5 }] })).toEqual([
      { path: 'games[0].instruction', kind: 'instruction', text: 'Слушай' },
    ]);
  });
});

describe('UnrecordedList', () => {
  it('counts and lists what still has no human voice', () => {
    renderInStudio(<UnrecordedList lesson={mixedLesson()} />);

    const section = screen.getByRole('region', { name: 'Без живого голоса: 6' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Словособака',
      'Переводit',
      'Задание по-узбекскиTingla va tanla',
      'ВопросГде кошка?',
      'Вариантсобака',
      'РепликаЗдравствуй!',
    ]);
    expect(within(section).getByText('it')).toHaveAttribute('lang', 'uz');
  });

  it('says when every text is recorded', () => {
    renderInStudio(<UnrecordedList lesson={{ words: [], games: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Все тексты урока записаны живым голосом');
  });
});
