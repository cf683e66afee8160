import { describe, expect, it } from 'vitest';
import {
  addDays,
  applyMark,
  pickReviewWord,
  utcDay,
  type Mark,
  type MarkState,
  type ReviewCandidate,
} from './schedule.js';

describe('applyMark', () => {
  const today = '2026-03-10';

  it('brings a new word marked "know" back after 1 day', () => {
    expect(applyMark(null, 'learned', today)).toEqual({
      state: 'learned',
      step: 0,
      dueOn: '2026-03-11',
    });
  });

  it('makes a "don\'t know" word due today and starts its intervals over', () => {
    const known: Mark = { state: 'learned', step: 3, dueOn: '2026-03-01' };
    expect(applyMark(known, 'unlearned', today)).toEqual({
      state: 'unlearned',
      step: 0,
      dueOn: today,
    });
    expect(applyMark(null, 'unlearned', today)).toEqual({
      state: 'unlearned',
      step: 0,
      dueOn: today,
    });
  });

  it('grows the interval 1, 3, 7, 16, 35 days with each "know" on the day it is due, then stays', () => {
    let day = today;
    let mark: Mark | null = null;
    const gaps: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      mark = applyMark(mark, 'learned', day);
      const gap = (Date.parse(mark.dueOn) - Date.parse(day)) / 86_400_000;
      gaps.push(gap);
      day = mark.dueOn;
    }
    expect(gaps).toEqual([1, 3, 7, 16, 35, 35, 35]);
  });

  it('leaves a known word that is not due yet as it is: a repeated "know" changes nothing', () => {
    const first = applyMark(null, 'learned', today);
    expect(applyMark(first, 'learned', today)).toEqual(first);
    const later = { state: 'learned', step: 2, dueOn: '2026-03-15' } satisfies Mark;
    expect(applyMark(later, 'learned', '2026-03-14')).toEqual(later);
  });

  it('moves an overdue known word by the next interval from the day it is marked', () => {
    const overdue: Mark = { state: 'learned', step: 1, dueOn: '2026-03-01' };
    expect(applyMark(overdue, 'learned', today)).toEqual({
      state: 'learned',
      step: 2,
      dueOn: '2026-03-17',
    });
  });

  it('counts a "know" after "don\'t know" as a first "know"', () => {
    const unknown: Mark = { state: 'unlearned', step: 0, dueOn: '2026-03-09' };
    expect(applyMark(unknown, 'learned', today)).toEqual({
      state: 'learned',
      step: 0,
      dueOn: '2026-03-11',
    });
  });
});

describe('dates', () => {
  it('adds calendar days across months and years in UTC', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-20', 35)).toBe('2027-01-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes the UTC day of an instant (Tashkent is UTC+5: 03:00 there is the day before)', () => {
    expect(utcDay(new Date('2026-03-10T03:00:00+05:00'))).toBe('2026-03-09');
  });
});

/**
 * A learner's dictionary over several days: `review` asks for the next word, `mark` answers it,
 * with a clock set by hand — the same steps the API takes.
 */
function learner(words: string[]) {
  const ids = new Map(words.map((w, i) => [w, i + 1]));
  const names = new Map(words.map((w, i) => [i + 1, w]));
  const marks = new Map<number, { mark: Mark; reviewedAt: Date }>();
  let clock = new Date('2026-03-10T08:00:00Z');
  const candidates = (): ReviewCandidate[] =>
    words.map((w, position) => {
      const id = ids.get(w)!;
      const m = marks.get(id);
      return { wordId: id, position, mark: m?.mark ?? null, reviewedAt: m?.reviewedAt ?? null };
    });
  return {
    /** Morning of another day. */
    setDay(day: string) {
      clock = new Date(`${day}T08:00:00Z`);
    },
    wait(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    review(onScreen: string | null = null) {
      const pick = pickReviewWord(candidates(), clock, onScreen ? ids.get(onScreen)! : null);
      return pick ? { word: names.get(pick.wordId)!, due: pick.due } : null;
    },
    mark(word: string, state: MarkState) {
      const id = ids.get(word)!;
      clock = new Date(clock.getTime() + 20_000);
      marks.set(id, {
        mark: applyMark(marks.get(id)?.mark ?? null, state, utcDay(clock)),
        reviewedAt: clock,
      });
    },
  };
}

describe('pickReviewWord', () => {
  it('offers new words in course order', () => {
    const l = learner(['мама', 'папа', 'кот']);
    expect(l.review()).toEqual({ word: 'мама', due: true });
    l.mark('мама', 'learned');
    expect(l.review('мама')).toEqual({ word: 'папа', due: true });
    l.mark('папа', 'learned');
    expect(l.review('папа')).toEqual({ word: 'кот', due: true });
  });

  it('brings a "don\'t know" word back after three other words, before the new ones', () => {
    const l = learner(['мама', 'папа', 'кот', 'дом', 'сад']);
    l.mark('мама', 'unlearned');
    for (const word of ['папа', 'кот', 'дом']) {
      expect(l.review(null)?.word).toBe(word);
      l.mark(word, 'learned');
    }
    expect(l.review('дом')).toEqual({ word: 'мама', due: true });
    l.mark('мама', 'learned');
    expect(l.review('мама')?.word).toBe('сад');
  });

  it('brings a resting "don\'t know" word back after ten minutes even without other words', () => {
    const l = learner(['мама', 'папа', 'кот', 'дом']);
    l.mark('мама', 'unlearned');
    expect(l.review('мама')?.word).toBe('папа');
    l.mark('папа', 'learned');
    // One word since: still resting, so a new word comes.
    expect(l.review('папа')?.word).toBe('кот');
    l.wait(10 * 60_000);
    expect(l.review('папа')?.word).toBe('мама');
  });

  it('keeps a child who answers "don\'t know" to everything moving: four words in play, each known one lets a new one in', () => {
    const l = learner(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    const shown: string[] = [];
    let onScreen: string | null = null;
    for (let i = 0; i < 10; i += 1) {
      const word: string = l.review(onScreen)!.word;
      shown.push(word);
      l.mark(word, 'unlearned');
      onScreen = word;
    }
    expect(shown).toEqual(['w1', 'w2', 'w3', 'w4', 'w1', 'w2', 'w3', 'w4', 'w1', 'w2']);
    l.mark('w3', 'learned');
    expect(l.review('w3')?.word).toBe('w4');
    l.mark('w4', 'unlearned');
    // w1 and w2 rested (three words since); w3 is known; w5 waits for one of them to be known.
    expect(l.review('w4')?.word).toBe('w1');
    l.mark('w1', 'learned');
    expect(l.review('w1')?.word).toBe('w2');
    l.mark('w2', 'learned');
    expect(l.review('w2')?.word).toBe('w5');
  });

  it('never gives the same word twice in a row, even when it is the only one due', () => {
    const l = learner(['мама', 'папа']);
    l.mark('мама', 'learned');
    l.mark('папа', 'unlearned');
    // Only папа is due, but it was just marked: the other word comes, for practice.
    expect(l.review('папа')).toEqual({ word: 'мама', due: false });
  });

  it('does not repeat the word marked last when the learner comes back within the hour', () => {
    const l = learner(['мама', 'папа']);
    l.mark('мама', 'learned');
    l.mark('папа', 'unlearned');
    l.wait(10 * 60_000);
    // A new visit (nothing on the screen): папа is due but was the last word, so мама comes.
    expect(l.review()).toEqual({ word: 'мама', due: false });
    l.wait(60 * 60_000);
    expect(l.review()).toEqual({ word: 'папа', due: true });
  });

  it('with a single word, gives it again rather than nothing', () => {
    const l = learner(['мама']);
    l.mark('мама', 'unlearned');
    expect(l.review('мама')).toEqual({ word: 'мама', due: true });
  });

  it('brings known words back on the days their intervals end, "don\'t know" words first', () => {
    const l = learner(['мама', 'папа', 'кот']);
    l.mark('мама', 'learned'); // due 03-11
    l.mark('папа', 'learned'); // due 03-11
    l.mark('кот', 'learned'); // due 03-11

    // The same day nothing is due: the least recently seen word, said to be practice.
    expect(l.review('кот')).toEqual({ word: 'мама', due: false });

    l.setDay('2026-03-11');
    expect(l.review()).toEqual({ word: 'мама', due: true });
    l.mark('мама', 'learned'); // step 1: due 03-14
    expect(l.review('мама')).toEqual({ word: 'папа', due: true });
    l.mark('папа', 'unlearned'); // due today again
    expect(l.review('папа')).toEqual({ word: 'кот', due: true });
    l.mark('кот', 'learned'); // step 1: due 03-14
    expect(l.review('кот')).toEqual({ word: 'папа', due: true });
    l.mark('папа', 'learned'); // first know again: due 03-12

    l.setDay('2026-03-12');
    // Marked last yesterday: a new sitting, so it may come first.
    expect(l.review()).toEqual({ word: 'папа', due: true });
    l.mark('папа', 'learned'); // step 1: due 03-15
    expect(l.review('папа')).toEqual({ word: 'мама', due: false });

    l.setDay('2026-03-14');
    // мама and кот are due the same day: the one seen longer ago first.
    expect(l.review()).toEqual({ word: 'мама', due: true });
    l.mark('мама', 'learned'); // step 2: due 03-21
    expect(l.review('мама')).toEqual({ word: 'кот', due: true });
  });

  it('puts the longest overdue known word first', () => {
    const candidates: ReviewCandidate[] = [
      {
        wordId: 1,
        position: 0,
        mark: { state: 'learned', step: 1, dueOn: '2026-03-09' },
        reviewedAt: new Date('2026-03-06'),
      },
      {
        wordId: 2,
        position: 1,
        mark: { state: 'learned', step: 0, dueOn: '2026-03-05' },
        reviewedAt: new Date('2026-03-04'),
      },
    ];
    expect(pickReviewWord(candidates, new Date('2026-03-10T08:00:00Z'))).toEqual({
      wordId: 2,
      due: true,
    });
  });

  it('gives nothing when there are no words', () => {
    expect(pickReviewWord([], new Date('2026-03-10T08:00:00Z'))).toBeNull();
  });
});
