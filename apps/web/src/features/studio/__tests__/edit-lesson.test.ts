import { describe, expect, it } from 'vitest';
import {
  changeGames,
  changeQuestionList,
  changeQuestions,
  changeWords,
  checkLesson,
  fieldId,
  fixedKeys,
  keyFromText,
  markOnlyCorrect,
  moveAt,
  newGame,
  newKey,
  newQuestion,
  newWord,
  parentPath,
  questionParts,
  setGameType,
  setLessonField,
  toEditLesson,
  uniqueKey,
  updateGame,
  updateLine,
  updatePair,
  updateQuestion,
  updateVariant,
  updateWord,
  type EditLesson,
} from '../lib/edit-lesson';
import { gameMedia, gameTemplates, validLesson } from './editor-fixtures';

const frozen = (lesson: EditLesson) => structuredClone(lesson);

describe('keys', () => {
  it('are made from a text: Cyrillic in a–z, the rest dashes', () => {
    expect(keyFromText('Кошка и собака')).toBe('koshka-i-sobaka');
    expect(keyFromText('  Ёжик в тумане!  ')).toBe('yozhik-v-tumane');
    expect(keyFromText('Раскра\u0301сь')).toBe('raskras');
    expect(keyFromText('Oʻyinchoq 2')).toBe('o-yinchoq-2');
    expect(keyFromText('!!!')).toBe('');
  });

  it('are unique among siblings, else <kind>-N', () => {
    expect(uniqueKey('koshka', ['koshka', 'koshka-2'])).toBe('koshka-3');
    expect(newKey('word', 'кошка', ['koshka'])).toBe('koshka-2');
    expect(newKey('game', '', ['g1', 'g2'])).toBe('game-3');
    expect(newKey('game', '', ['game-1'])).toBe('game-2');
  });

  it('of a new item follow its text; a loaded one, or one set by hand, stays', () => {
    let lesson = changeWords(validLesson(), { op: 'add', item: newWord(validLesson()) });
    const fixed = fixedKeys(validLesson());
    expect(lesson.words?.[2]?.key).toBe('word-3');
    lesson = updateWord(lesson, 2, { word: 'Мяч' }, fixed);
    expect(lesson.words?.[2]).toMatchObject({ key: 'myach', word: 'Мяч' });
    lesson = updateWord(lesson, 2, { word: 'Мячик' }, fixed);
    expect(lesson.words?.[2]?.key).toBe('myachik');
    // A loaded word keeps its key: the importer matches on it.
    lesson = updateWord(lesson, 0, { word: 'кот' }, fixed);
    expect(lesson.words?.[0]).toMatchObject({ key: 'koshka', word: 'кот' });
    // A key typed by hand is kept.
    lesson = updateWord(lesson, 2, { key: 'ball' }, fixed);
    lesson = updateWord(lesson, 2, { word: 'Мяч' }, fixed);
    expect(lesson.words?.[2]?.key).toBe('ball');
    // Another new word with the same text gets its own key.
    lesson = changeWords(lesson, { op: 'add', item: newWord(lesson) });
    lesson = updateWord(lesson, 3, { word: 'кошка' }, fixed);
    expect(lesson.words?.[3]?.key).toBe('koshka-2');
  });

  it('of a new game and its questions follow the title and the text', () => {
    const base = validLesson();
    const fixed = fixedKeys(base);
    let lesson = changeGames(base, { op: 'add', item: newGame(base, '2.0', undefined) });
    lesson = updateGame(lesson, 1, { title: 'Кто это?' }, fixed);
    expect(lesson.games[1]?.key).toBe('kto-eto');
    lesson = updateQuestion(lesson, 1, 0, { text: 'Где мяч?' }, fixed);
    expect(lesson.games[1]?.questions[0]?.key).toBe('gde-myach');
    // The loaded game's question keeps its key.
    lesson = updateQuestion(lesson, 0, 0, { text: 'Где собака?' }, fixed);
    expect(lesson.games[0]?.questions[0]?.key).toBe('q1');
  });
});

describe('changes', () => {
  it('leave the lesson they are given as it was', () => {
    const lesson = validLesson();
    const before = frozen(lesson);
    setLessonField(lesson, { title: 'Новое' });
    updateWord(lesson, 0, { translation: 'mushukcha' });
    changeWords(lesson, { op: 'remove', index: 0 });
    updateVariant(lesson, 0, 0, 1, { correct: true });
    changeQuestionList(lesson, 0, 0, 'variants', { op: 'move', index: 0, delta: 1 });
    expect(lesson).toEqual(before);
  });

  it('leave an emptied optional text out (the pack refuses an empty one)', () => {
    const lesson = setLessonField(validLesson(), { titleUz: undefined });
    expect('titleUz' in lesson).toBe(false);
    expect(lesson.title).toBe('Кошка и собака');
  });

  it('add, remove and move words, games, questions, variants, lines and pairs', () => {
    let lesson = validLesson();
    lesson = changeWords(lesson, { op: 'move', index: 1, delta: -1 });
    expect(lesson.words?.map((w) => w.key)).toEqual(['sobaka', 'koshka']);
    lesson = changeWords(lesson, { op: 'move', index: 0, delta: -1 });
    expect(lesson.words?.map((w) => w.key)).toEqual(['sobaka', 'koshka']);
    lesson = changeWords(lesson, { op: 'remove', index: 0 });
    expect(lesson.words?.map((w) => w.key)).toEqual(['koshka']);

    lesson = changeQuestions(lesson, 0, {
      op: 'add',
      item: newQuestion(lesson.games[0]!.questions),
    });
    expect(lesson.games[0]?.questions.map((q) => q.key)).toEqual(['q1', 'question-2']);
    lesson = changeQuestions(lesson, 0, { op: 'move', index: 1, delta: -1 });
    expect(lesson.games[0]?.questions.map((q) => q.key)).toEqual(['question-2', 'q1']);

    lesson = changeQuestionList(lesson, 0, 1, 'variants', {
      op: 'add',
      item: { answer: 'мяч', correct: false },
    });
    expect(lesson.games[0]?.questions[1]?.variants?.map((v) => v.answer)).toEqual([
      'кошка',
      'собака',
      'мяч',
    ]);
    lesson = changeQuestionList(lesson, 0, 1, 'personages', {
      op: 'add',
      item: { personage: 1, answer: 'Привет!' },
    });
    lesson = updateLine(lesson, 0, 1, 0, { personage: 2, variant: 0 });
    expect(lesson.games[0]?.questions[1]?.personages).toEqual([
      { personage: 2, answer: 'Привет!', variant: 0 },
    ]);
    lesson = changeQuestionList(lesson, 0, 1, 'pairs', {
      op: 'add',
      item: { left: 'кошка', right: 'mushuk' },
    });
    lesson = updatePair(lesson, 0, 1, 0, { right: 'mushukcha' });
    expect(lesson.games[0]?.questions[1]?.pairs).toEqual([{ left: 'кошка', right: 'mushukcha' }]);
    lesson = changeGames(lesson, { op: 'remove', index: 0 });
    expect(lesson.games).toEqual([]);
    expect(moveAt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('mark exactly one right answer with the radio', () => {
    let lesson = updateVariant(validLesson(), 0, 0, 1, { correct: true });
    expect(lesson.games[0]?.questions[0]?.variants?.map((v) => v.correct)).toEqual([true, true]);
    lesson = markOnlyCorrect(lesson, 0, 0, 1);
    expect(lesson.games[0]?.questions[0]?.variants?.map((v) => v.correct)).toEqual([false, true]);
  });
});

describe('a new game', () => {
  it('takes its media from its type’s template, the Uzbek intro only when there is one', () => {
    const [listen, choice] = gameTemplates();
    const game = newGame(validLesson(), '2.3', listen);
    expect(game).toMatchObject({
      key: 'game-2',
      type: '2.3',
      mainImage: '/media/t/listen.svg',
      videoFirst: '/media/t/listen-intro.webm',
      videoFirstUz: '/media/t/listen-intro-uz.webm',
      videoLastPoster: '/media/t/listen-outro.svg',
    });
    expect(game.questions).toHaveLength(1);
    expect('videoFirstUz' in newGame(validLesson(), '2.0', choice)).toBe(false);
  });

  it('changing type takes the new type’s media, keeping a picture the editor chose', () => {
    const templates = gameTemplates();
    let lesson = changeGames(validLesson(), {
      op: 'add',
      item: newGame(validLesson(), '2.3', templates[0]),
    });
    lesson = updateGame(lesson, 1, { mainImage: '/media/c/mine.svg' });
    lesson = setGameType(lesson, 1, '2.0', templates);
    expect(lesson.games[1]).toMatchObject({
      type: '2.0',
      mainImage: '/media/c/mine.svg',
      videoFirst: '/media/t/choice-intro.webm',
    });
    expect('videoFirstUz' in lesson.games[1]!).toBe(false);
    // A game with its own videos keeps them.
    lesson = setGameType(lesson, 0, '2.0', templates);
    expect(lesson.games[0]).toMatchObject({ type: '2.0', ...gameMedia });
  });
});

describe('what a question shows', () => {
  it('follows its type, and a part it has though its type does not use it', () => {
    const q = newQuestion([]);
    expect(questionParts('2.3', q)).toEqual({
      text: true,
      images: false,
      variants: true,
      oneCorrect: true,
      lines: false,
      pairs: false,
    });
    expect(questionParts('2.4', q)).toMatchObject({
      variants: true,
      oneCorrect: false,
      lines: true,
    });
    expect(questionParts('5.0', q)).toMatchObject({ variants: false, pairs: true, images: false });
    expect(questionParts('5.0', { ...q, variants: [{ answer: 'x' }] }).variants).toBe(true);
  });
});

describe('checking, as the importer checks', () => {
  it('passes a lesson the importer takes (media as /media/ URLs)', () => {
    expect(checkLesson(validLesson())).toEqual([]);
  });

  it('says the contract’s message for a 2.3 question with two right answers, at its variants', () => {
    const lesson = updateVariant(validLesson(), 0, 0, 1, { correct: true });
    expect(checkLesson(lesson)).toEqual([
      {
        path: 'games[0].questions[0].variants',
        message: 'game type 2.3 needs exactly one variant marked correct, got 2',
      },
    ]);
  });

  it('says the schema’s messages at their paths, and still checks the questions that parse', () => {
    let lesson = setLessonField(validLesson(), { title: '' });
    lesson = updateWord(lesson, 1, { translation: ' ' });
    lesson = changeQuestionList(lesson, 0, 0, 'variants', { op: 'remove', index: 1 });
    expect(checkLesson(lesson)).toEqual([
      { path: 'title', message: 'title must not be empty' },
      {
        path: 'words[1].translation',
        message: 'translation must not be empty',
      },
      {
        path: 'games[0].questions[0].variants',
        message: 'game type 2.3 needs 2 to 4 variants, got 1',
      },
    ]);
  });

  it('finds duplicate keys as the loader does', () => {
    const lesson = updateWord(validLesson(), 1, { key: 'koshka' });
    expect(checkLesson(lesson)).toEqual([
      { path: 'words[1].key', message: 'duplicate key "koshka"' },
    ]);
  });

  it('reads a draft with missing lists, adding only the lists', () => {
    const lesson = toEditLesson({
      key: 'l',
      title: 'Урок',
      games: [{ key: 'g', questions: [{}] }],
    });
    expect(lesson).toEqual({
      key: 'l',
      title: 'Урок',
      words: [],
      games: [{ key: 'g', questions: [{ images: [], variants: [], personages: [], pairs: [] }] }],
    });
    expect(checkLesson(lesson).map((i) => i.path)).toContain('games[0].title');
  });

  it('names fields by path, and walks up a path', () => {
    expect(fieldId('games[0].questions[1].variants')).toBe('edit-games-0-questions-1-variants');
    expect(parentPath('games[0].questions[1].variants')).toBe('games[0].questions[1]');
    expect(parentPath('games[0]')).toBe('games');
    expect(parentPath('games')).toBeNull();
  });
});

describe('a move to an index (a drop)', () => {
  it('puts the item where it was dropped, the ones between shifting by one', () => {
    const lesson = changeGames(
      changeGames(validLesson(), { op: 'add', item: newGame(validLesson(), '2.0', undefined) }),
      { op: 'add', item: { ...newGame(validLesson(), '2.0', undefined), key: 'game-3' } },
    );
    const before = frozen(lesson);
    expect(changeGames(lesson, { op: 'move', index: 2, to: 0 }).games.map((g) => g.key)).toEqual([
      'game-3',
      'g1',
      'game-2',
    ]);
    expect(changeGames(lesson, { op: 'move', index: 0, to: 2 }).games.map((g) => g.key)).toEqual([
      'game-2',
      'game-3',
      'g1',
    ]);
    expect(lesson).toEqual(before);
    const words = changeWords(validLesson(), { op: 'move', index: 1, to: 0 }).words;
    expect(words?.map((w) => w.key)).toEqual(['sobaka', 'koshka']);
    const questions = changeQuestions(
      changeQuestions(validLesson(), 0, { op: 'add', item: newQuestion([]) }),
      0,
      { op: 'move', index: 1, to: 0 },
    ).games[0]?.questions;
    expect(questions?.map((q) => q.key)).toEqual(['question-1', 'q1']);
    const variants = changeQuestionList(validLesson(), 0, 0, 'variants', {
      op: 'move',
      index: 0,
      to: 1,
    }).games[0]?.questions[0]?.variants;
    expect(variants?.map((v) => v.answer)).toEqual(['собака', 'кошка']);
  });

  it('leaves the list as it was for an index outside it', () => {
    const lesson = validLesson();
    expect(changeWords(lesson, { op: 'move', index: 0, to: 2 }).words).toEqual(lesson.words);
    expect(changeWords(lesson, { op: 'move', index: 0, to: -1 }).words).toEqual(lesson.words);
    expect(changeWords(lesson, { op: 'move', index: 1, to: 1 }).words).toEqual(lesson.words);
  });
});
