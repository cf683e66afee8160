import { colourOf, GAME_TYPE_PARTS, normaliseSpeech, type PackGame } from '@bolajon/contract';
import { audioKey, audioSource, renderedAudioPath, spokenTexts } from './pack-audio.js';
import type { LoadedCourse, LoadedPack } from './pack-types.js';

/*
 * What content:check says about teaching, beyond what makes a pack loadable (issue 21, ADR 0037):
 * warnings a writer should act on (`--strict` fails on them, as CI does for the demo) and errors
 * that always fail (a symbol the voice reads aloud, one text said two ways). Each names the file
 * and line of the item.
 */

export type TeachingRule =
  | 'lesson-size'
  | 'word-never-answered'
  | 'untaught-choice'
  | 'silent-text'
  | 'missing-picture'
  | 'award-without-uzbek'
  | 'read-aloud-symbol'
  | 'two-pronunciations'
  | 'review-with-words'
  | 'review-of-unknown-lesson'
  | 'review-misses-lesson'
  | 'unknown-pattern'
  | 'patterns-per-lesson'
  | 'pattern-not-recycled'
  | 'module-without-award';

export interface TeachingProblem {
  rule: TeachingRule;
  severity: 'warning' | 'error';
  file: string;
  line: number | undefined;
  path: string;
  message: string;
}

/** A lesson presents at most this many new words (Lingumi: about 4; the review: 8–12). */
export const MAX_NEW_WORDS = 12;
/** Symbols a voice reads aloud («Iltimos slash arzimaydi») or that have no sound at all. */
export const READ_ALOUD_SYMBOLS = /[/\\|*#@&%+=<>~^_{}[\]№$€§°]/u;
/** A grammar pattern comes back in at least this many lessons after the one that introduces it. */
export const PATTERN_RECYCLES = 2;
/** The choice games: the child picks among the variants, so each one must be a known word. */
const CHOICE_TYPES = new Set<PackGame['type']>(['2.0', '2.1', '2.2', '2.3']);

type Where = (string | number)[];
type Lesson = LoadedCourse['modules'][number]['blocks'][number]['lessons'][number];

const formatPath = (parts: readonly (string | number)[]) =>
  parts
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${part}`))
    .join('') || '(top)';

export function formatTeachingProblems(problems: readonly TeachingProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.file}${p.line === undefined ? '' : `:${p.line}`}: ${p.severity} [${p.rule}]: ${p.path}: ${p.message}`,
    )
    .join('\n');
}

/** A text as the checks compare it: speech-normalised, a colour in any form as its colour. */
function wordsOf(text: string): string[] {
  return normaliseSpeech(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => colourOf(w) ?? w);
}
const key = (text: string) => wordsOf(text).join(' ');

/** `word` occurs in `text` as whole words («кошка» in «Это кошка.»). */
function contains(text: string, word: string): boolean {
  const words = wordsOf(word);
  const said = wordsOf(text);
  if (words.length === 0) return false;
  return said.some((_, i) => words.every((w, j) => said[i + j] === w));
}

/** Every text a lesson's games take as a right answer. */
function rightAnswers(lesson: Lesson): string[] {
  const answers: string[] = [];
  for (const game of lesson.games)
    for (const q of game.questions) {
      const rules = GAME_TYPE_PARTS[game.type];
      for (const v of q.variants)
        if (v.correct || rules.correct === 'all' || game.type === '4.0') answers.push(v.answer);
      // Dialogues: the child's own lines; orderings: every line is placed.
      for (const line of q.personages)
        if (line.personage !== 1 || game.type === '3.1' || game.type === '3.2')
          answers.push(line.answer);
      for (const pair of q.pairs) answers.push(pair.left);
    }
  return answers;
}

export function checkTeaching(pack: LoadedPack): TeachingProblem[] {
  const problems: TeachingProblem[] = [];
  const add = (
    rule: TeachingRule,
    file: string,
    where: Where,
    message: string,
    severity: TeachingProblem['severity'] = 'warning',
  ) =>
    problems.push({
      rule,
      severity,
      file,
      line: pack.lineOf(file, where),
      path: formatPath(where),
      message,
    });

  for (const course of pack.courses) {
    /** Words taught so far in course order, by their compared form. */
    const taught = new Set<string>();
    /** Every word of the course → the lesson that teaches it first. */
    const teachingLesson = new Map<string, string>();
    for (const module of course.modules)
      for (const block of module.blocks)
        for (const lesson of block.lessons)
          for (const word of lesson.words)
            if (!teachingLesson.has(key(word.word))) teachingLesson.set(key(word.word), lesson.key);

    const lessonWords = new Map<string, string[]>();
    /** A review lesson names lessons before it, teaches nothing new and asks words of each. */
    const checkReview = (lesson: Lesson, at: Where, file: string) => {
      if (lesson.reviews !== undefined) {
        if (lesson.words.length > 0)
          add(
            'review-with-words',
            file,
            [...at, 'words'],
            `the review lesson "${lesson.key}" teaches ${lesson.words.length} new words; a review teaches none`,
          );
        const answers = rightAnswers(lesson);
        lesson.reviews.forEach((reviewed, r) => {
          const words = lessonWords.get(reviewed);
          if (!words)
            add(
              'review-of-unknown-lesson',
              file,
              [...at, 'reviews', r],
              `"${reviewed}" is no lesson before "${lesson.key}" in the course`,
              'error',
            );
          else if (!words.some((w) => answers.some((answer) => contains(answer, w))))
            add(
              'review-misses-lesson',
              file,
              [...at, 'reviews', r],
              `the review "${lesson.key}" never takes a word of "${reviewed}" as a right answer`,
            );
        });
      }
      lessonWords.set(
        lesson.key,
        lesson.words.map((w) => w.word),
      );
    };

    const patternKeys = new Set((course.patterns ?? []).map((p) => p.key));
    /** Each pattern → where it was introduced and how many lessons named it since. */
    const patternSeen = new Map<
      string,
      { file: string; where: Where; lesson: string; later: number }
    >();
    const checkPatterns = (lesson: Lesson, at: Where, file: string) => {
      const introduced: string[] = [];
      lesson.patterns.forEach((pattern, i) => {
        if (!patternKeys.has(pattern)) {
          add(
            'unknown-pattern',
            file,
            [...at, 'patterns', i],
            `"${pattern}" is not in the course's patterns`,
            'error',
          );
          return;
        }
        const seen = patternSeen.get(pattern);
        if (seen) seen.later++;
        else {
          introduced.push(pattern);
          patternSeen.set(pattern, {
            file,
            where: [...at, 'patterns', i],
            lesson: lesson.key,
            later: 0,
          });
        }
      });
      if (introduced.length > 1)
        add(
          'patterns-per-lesson',
          file,
          [...at, 'patterns'],
          `lesson "${lesson.key}" introduces ${introduced.length} patterns (${introduced.join(', ')}); one new pattern a lesson at most`,
        );
    };

    for (const [m, module] of course.modules.entries()) {
      const top: Where = module.file === course.file ? ['modules', m] : [];
      const lessons = module.blocks.flatMap((block, b) =>
        block.lessons.map((lesson, l) => ({ lesson, at: [...top, 'blocks', b, 'lessons', l] })),
      );
      const last = lessons.at(-1);
      if (last && !last.lesson.games.some((game) => game.achievements.length > 0))
        add(
          'module-without-award',
          module.file,
          last.at,
          `the module "${module.key}" ends with lesson "${last.lesson.key}", which gives no award`,
        );
      for (const [b, block] of module.blocks.entries())
        for (const [l, lesson] of block.lessons.entries()) {
          const at: Where = [...top, 'blocks', b, 'lessons', l];
          for (const word of lesson.words) taught.add(key(word.word));
          checkReview(lesson, at, module.file);
          checkPatterns(lesson, at, module.file);

          if (lesson.words.length > MAX_NEW_WORDS)
            add(
              'lesson-size',
              module.file,
              [...at, 'words'],
              `lesson "${lesson.key}" has ${lesson.words.length} new words; a lesson teaches at most ${MAX_NEW_WORDS}`,
            );

          const answers = rightAnswers(lesson);
          lesson.words.forEach((word, w) => {
            if (!answers.some((answer) => contains(answer, word.word)))
              add(
                'word-never-answered',
                module.file,
                [...at, 'words', w],
                `"${word.word}" is taught here but is never a right answer in this lesson's games`,
              );
          });

          lesson.games.forEach((game, g) => {
            const gAt: Where = [...at, 'games', g];
            const rules = GAME_TYPE_PARTS[game.type];
            game.questions.forEach((q, n) => {
              const qAt: Where = [...gAt, 'questions', n];
              if (CHOICE_TYPES.has(game.type))
                q.variants.forEach((v, i) => {
                  const answer = key(v.answer);
                  const known = taught.has(answer);
                  const later = teachingLesson.get(answer);
                  // A sentence is no word to teach; a single word or a dictionary entry is.
                  const isWord = later !== undefined || wordsOf(v.answer).length === 1;
                  if (!known && isWord)
                    add(
                      'untaught-choice',
                      module.file,
                      [...qAt, 'variants', i, 'answer'],
                      `"${v.answer}" is a ${v.correct ? 'right answer' : 'choice'} before it is taught` +
                        (later ? ` (lesson "${later}" teaches it)` : ' (no lesson teaches it)'),
                    );
                });
              const optional =
                game.type === '3.1' || (rules.images !== undefined && rules.images[0] === 0);
              if (optional && q.images.length === 0)
                add(
                  'missing-picture',
                  module.file,
                  [...qAt, 'images'],
                  `a ${game.type} question may show a picture of its scene and has none`,
                );
            });
            game.achievements.forEach((a, i) => {
              const missing = [
                a.titleUz ? null : 'titleUz',
                a.descriptionUz ? null : 'descriptionUz',
              ].filter(Boolean);
              if (missing.length > 0)
                add(
                  'award-without-uzbek',
                  module.file,
                  [...gAt, 'achievements', i],
                  `the award "${a.key}" has no ${missing.join(' and no ')} (Uzbek)`,
                );
            });
          });
        }
    }
    for (const [pattern, seen] of patternSeen)
      if (seen.later < PATTERN_RECYCLES)
        add(
          'pattern-not-recycled',
          seen.file,
          seen.where,
          `the pattern "${pattern}" introduced in "${seen.lesson}" comes back in ${seen.later} later lesson(s); it needs ${PATTERN_RECYCLES}`,
        );
    for (const [i, pattern] of (course.patterns ?? []).entries())
      if (!patternSeen.has(pattern.key))
        add(
          'pattern-not-recycled',
          course.file,
          ['patterns', i],
          `no lesson practises the pattern "${pattern.key}"`,
        );
  }

  const saidAs = new Map<string, { spoken: string; file: string; path: string }>();
  for (const item of spokenTexts(pack.courses)) {
    const { file, path: where } = item.where;
    const symbol = READ_ALOUD_SYMBOLS.exec(item.text);
    if (symbol)
      add(
        'read-aloud-symbol',
        file,
        where,
        `"${symbol[0]}" in a spoken text is read aloud or garbled by the voice: "${item.text}"`,
        'error',
      );
    const source = audioSource(pack.renderedAudio, item);
    if (source === null)
      add('silent-text', file, where, `no audio for "${item.text}"; run npm run content:audio`);
    else if (!item.recording && source !== renderedAudioPath(item.voice, item.text, item.spoken))
      add(
        'silent-text',
        file,
        where,
        `the audio of "${item.text}" was made for another pronunciation; run npm run content:audio`,
      );
    if (item.say === undefined) continue;
    const k = audioKey(item.voice, item.text);
    const first = saidAs.get(k);
    if (!first) saidAs.set(k, { spoken: item.say, file, path: formatPath(where) });
    else if (first.spoken !== item.say)
      add(
        'two-pronunciations',
        file,
        where,
        `"${item.text}" is said "${item.say}" here but "${first.spoken}" at ${first.file}: ${first.path}; one text has one sound`,
        'error',
      );
  }
  return problems;
}
