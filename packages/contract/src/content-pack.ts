import { z } from 'zod';
import { SPEECH_VOICES } from './audio.js';
import { isColourWord } from './colours.js';
import { GAME_TYPES, type GameType } from './game-types.js';

/**
 * The content pack: how a teacher writes a course. A course is one YAML file (course.yaml) whose
 * modules may live in files of their own (`- include: modules/01-greetings.yaml`). Media paths
 * are relative to the pack folder, whichever file names them. Every item has a `key`, stable across edits, unique
 * among its siblings: the importer matches on it, so an edited file updates rows in place.
 */

const key = z
  .string({ error: 'key is required' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'key must be lower-case letters, digits and dashes');
/** A message for a missing or non-text value only: the other checks keep their own messages. */
const typeError = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined;
const text = (what: string, max = 500) =>
  z
    .string({ error: typeError(`${what} is required`) })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max);
/**
 * The Uzbek form of a title (`titleUz`), optional: shown under the Russian title in the Uzbek
 * interface (the Russian is what the child learns). Uzbek Latin, like every translation.
 */
const titleUz = z
  .string({ error: typeError('titleUz must be text; leave it out when there is none') })
  .trim()
  .min(1, 'titleUz must not be empty; leave it out when there is none')
  .max(120)
  .refine((value) => !/\p{Script=Cyrillic}/u.test(value), {
    message: 'titleUz must be Uzbek in Latin letters (no Cyrillic)',
  })
  .optional();
/** Uzbek Latin text (a translation, an instruction, a prompt): no Cyrillic letter. */
const uzbekText = (field: string, max: number) =>
  z
    .string({ error: typeError(`${field} must be text; leave it out when there is none`) })
    .trim()
    .min(1, `${field} must not be empty; leave it out when there is none`)
    .max(max)
    .refine((value) => !/\p{Script=Cyrillic}/u.test(value), {
      message: `${field} must be Uzbek in Latin letters (no Cyrillic)`,
    })
    .optional();

/**
 * A pronunciation for the synthesiser (`say`, `translationSay`): what the voice reads instead of
 * the shown text, which stays the text (and the audio manifest's key). Either the text with
 * stress marks (U+0301 COMBINING ACUTE ACCENT after the stressed vowel: «Раскра́сь», «ámmo»)
 * or espeak-ng phoneme input between `[[` and `]]` («[[s'onts@]]»), or both in one phrase.
 */
export const STRESS_MARK = '\u0301';
const say = (field: string) =>
  z
    .string({ error: typeError(`${field} must be text; leave it out when there is none`) })
    .trim()
    .min(1, `${field} must not be empty; leave it out when there is none`)
    .max(500)
    .refine((value) => balancedPhonemes(value), {
      message: `${field}: phoneme input is written [[...]], each [[ closed by ]] and not nested`,
    })
    .optional();

/** Every `[[` is closed by `]]` before the next `[[`, and no `]]` stands alone. */
export function balancedPhonemes(value: string): boolean {
  let open = false;
  for (const match of value.matchAll(/\[\[|\]\]/g)) {
    if ((match[0] === '[[') === open) return false;
    open = !open;
  }
  return !open;
}

const mediaPath = (kinds: readonly string[]) =>
  z
    .string()
    .regex(
      new RegExp(`^(?!/)(?!.*\\.\\.)[\\w./-]+\\.(${kinds.join('|')})$`),
      `must be a relative path to a ${kinds.join(', ')} file inside the pack`,
    );
export const IMAGE_EXTENSIONS = ['svg', 'webp', 'png', 'jpg', 'jpeg'] as const;
export const AUDIO_EXTENSIONS = ['ogg', 'opus', 'mp3', 'm4a', 'wav'] as const;
export const VIDEO_EXTENSIONS = ['webm', 'mp4'] as const;
const image = mediaPath(IMAGE_EXTENSIONS);
const audio = mediaPath(AUDIO_EXTENSIONS);
const video = mediaPath(VIDEO_EXTENSIONS);

/*
 * `audio` is a recording of the item's text (a path in the pack, like a picture). Without one, the
 * importer takes the file `npm run content:audio` rendered for that text (content/audio/), if any.
 */

export const packVariantSchema = z.strictObject({
  answer: text('answer', 200),
  image: image.optional(),
  /** The answer spoken: a recording that wins over a rendered voice. */
  audio: audio.optional(),
  /** The answer's pronunciation for the synthesiser (see `say`). */
  say: say('say'),
  correct: z.boolean().default(false),
});

export const packPersonageSchema = z.strictObject({
  /** 1 is the fixed (left-side) speaker whose lines are shown; others are said or chosen by the child. */
  personage: z.number().int().min(1).max(4),
  answer: text('answer', 300),
  /** The line spoken: a recording that wins over a rendered voice. */
  audio: audio.optional(),
  /** The line's pronunciation for the synthesiser. */
  say: say('say'),
  /** The variant this line belongs to, by its index in `variants` (optional). */
  variant: z.number().int().min(0).optional(),
});

export const packPairSchema = z.strictObject({
  left: text('left', 100),
  right: text('right', 100),
});

export const packQuestionSchema = z.strictObject({
  key,
  text: z.string().trim().max(500).default(''),
  /**
   * The question in Uzbek (Latin), heard instead of the Russian text in the Uzbek interface where
   * the app asks the question in the family's language (lessons 1–10's choice and listening games).
   */
  promptUz: uzbekText('promptUz', 500),
  /** The Uzbek question spoken: a recording that wins over a rendered voice. */
  promptUzAudio: audio.optional(),
  /** The question text's pronunciation for the synthesiser. */
  say: say('say'),
  images: z.array(image).default([]),
  audio: audio.optional(),
  variants: z.array(packVariantSchema).default([]),
  personages: z.array(packPersonageSchema).default([]),
  pairs: z.array(packPairSchema).default([]),
  duolingos: z.array(packPairSchema).default([]),
});
export type PackQuestion = z.infer<typeof packQuestionSchema>;

export const packAchievementSchema = z.strictObject({
  key,
  title: text('title', 120),
  description: text('description', 400),
  /** The award's title and text in Uzbek (Latin), shown in the Uzbek interface. */
  titleUz: uzbekText('titleUz', 120),
  descriptionUz: uzbekText('descriptionUz', 400),
  image,
});

export const packGameSchema = z.strictObject({
  key,
  title: text('title', 120),
  titleUz,
  type: z.enum(GAME_TYPES, { error: `type must be one of ${GAME_TYPES.join(', ')}` }),
  /**
   * What the child is asked to do, in Russian («Послушай и выбери картинку»), and in Uzbek
   * (`instructionUz`, Latin): heard when the game opens, in the interface's language. Leave them
   * out and the app says its own words for the game type.
   */
  instruction: text('instruction', 300).optional(),
  instructionUz: uzbekText('instructionUz', 300),
  /** The instruction spoken (`instructionUz`'s in Uzbek): recordings that win over a rendered voice. */
  instructionAudio: audio.optional(),
  instructionUzAudio: audio.optional(),
  mainImage: image,
  videoFirst: video,
  videoFirstPoster: image,
  /**
   * The intro video with its instruction spoken (and captioned) in Uzbek, and its poster: played
   * instead of `videoFirst` in the Uzbek interface. Leave them out and every family sees the one.
   */
  videoFirstUz: video.optional(),
  videoFirstPosterUz: image.optional(),
  videoLast: video,
  videoLastPoster: image,
  achievements: z.array(packAchievementSchema).default([]),
  questions: z.array(packQuestionSchema).min(1, 'a game needs at least one question'),
});
export type PackGame = z.infer<typeof packGameSchema>;

export const packWordSchema = z.strictObject({
  key,
  word: text('word', 80),
  /** Uzbek, Latin script. */
  translation: text('translation', 120),
  image: image.optional(),
  /** The word spoken: a recording that wins over a rendered voice. */
  audio: audio.optional(),
  /** The translation spoken (the back of the dictionary card), likewise. */
  translationAudio: audio.optional(),
  /** The word's pronunciation for the synthesiser (see `say`). */
  say: say('say'),
  /** The translation's pronunciation (Uzbek voice); without it the last syllable is stressed. */
  translationSay: say('translationSay'),
});

export const packLessonSchema = z.strictObject({
  key,
  title: text('title', 120),
  titleUz,
  /**
   * A review lesson: no new words, its games go over the words of the lessons before it (their
   * keys, in course order); `content:check` holds it to both.
   */
  reviews: z.array(key).min(1).max(8).optional(),
  /**
   * The grammar patterns (keys of the course's `patterns`) the lesson's games practise; the first
   * lesson that lists a pattern introduces it, and `content:check` wants it again in two later ones.
   */
  patterns: z.array(key).max(4).default([]),
  words: z.array(packWordSchema).default([]),
  games: z.array(packGameSchema).min(1, 'a lesson needs at least one game'),
});

/**
 * The lesson fields that name a media file (a path, or a list of them for `images`), at any
 * level: words, games, questions, variants, lines, achievements. A test walks the schemas above
 * and holds this list to them.
 */
export const PACK_MEDIA_FIELDS: ReadonlySet<string> = new Set([
  'image',
  'images',
  'audio',
  'translationAudio',
  'instructionAudio',
  'instructionUzAudio',
  'promptUzAudio',
  'mainImage',
  'videoFirst',
  'videoFirstPoster',
  'videoFirstUz',
  'videoFirstPosterUz',
  'videoLast',
  'videoLastPoster',
]);

/** Where the server serves the media store: its file `c/x.webp` is the URL `/media/c/x.webp`. */
const MEDIA_URL = '/media/';

/**
 * A studio draft (its media as `/media/...` URLs, ADR 0044) with each media field's URL written
 * as its path in the media store, the pack-relative path the lesson schema wants: how the server
 * hands a draft to the loader, and how the editor checks it as the loader would. Anything else,
 * text that merely looks like a URL included, stays as it is.
 */
export function toStorePaths(value: unknown, field?: string): unknown {
  if (typeof value === 'string')
    return field && PACK_MEDIA_FIELDS.has(field) && value.startsWith(MEDIA_URL)
      ? value.slice(MEDIA_URL.length)
      : value;
  if (Array.isArray(value)) return value.map((item) => toStorePaths(item, field));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toStorePaths(v, k)]));
  return value;
}

export const packBlockSchema = z.strictObject({
  key,
  title: text('title', 120),
  titleUz,
  lessons: z.array(packLessonSchema).min(1, 'a block needs at least one lesson'),
});

export const packModuleSchema = z.strictObject({
  key,
  title: text('title', 120),
  titleUz,
  blocks: z.array(packBlockSchema).min(1, 'a module needs at least one block'),
});
export type PackModule = z.infer<typeof packModuleSchema>;

/** In course.yaml a module is written in place or included from its own file. */
export const packIncludeSchema = z.strictObject({
  include: z
    .string()
    .regex(
      /^(?!\/)(?!.*\.\.)[\w./-]+\.ya?ml$/,
      'include must be a relative .yaml path inside the pack',
    ),
});

/**
 * content/audio/manifest.json, written by `npm run content:audio`: which file speaks each text.
 * An entry's key is `<voice>:<text>` (voice as `speechVoice` gives it; `uz` for a translation).
 */
const audioEntryKey = new RegExp(`^(${SPEECH_VOICES.join('|')}):\\S`);
export const packAudioManifestSchema = z.strictObject({
  /** The engine every file was rendered with (`espeak-ng`, …). */
  engine: z.string().min(1),
  entries: z.record(z.string(), audio).superRefine((entries, ctx) => {
    for (const key of Object.keys(entries))
      if (!audioEntryKey.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `an entry key is <voice>:<text>, the voice one of ${SPEECH_VOICES.join(', ')}`,
        });
  }),
});
export type PackAudioManifest = z.infer<typeof packAudioManifestSchema>;

export const packSettingsSchema = z.strictObject({
  supportPhone: z.string().regex(/^\+\d{9,15}$/, 'supportPhone must be E.164, e.g. +998712000000'),
  telegramLink: z.url().optional(),
  instagramLink: z.url().optional(),
  facebookLink: z.url().optional(),
  youtubeLink: z.url().optional(),
});

export const packCourseFileSchema = z.strictObject({
  key,
  title: text('title', 120),
  titleUz,
  settings: packSettingsSchema.optional(),
  /**
   * Words pronounced alike in every spoken text of the course: a word as written (any case) →
   * its pronunciation (stress marks or [[phonemes]]). The voice follows the word's letters
   * (Cyrillic: Russian, Latin: Uzbek). For Uzbek these are the exceptions to the last-syllable
   * rule («ammo: ámmo»); for Russian the words the engine stresses wrongly («раскрась: раскра́сь»).
   */
  pronunciations: z
    .record(
      z.string().regex(/^[\p{L}ʻʼ'-]+$/u, 'a pronunciation is for one word (letters only)'),
      z.string().trim().min(1).max(200).refine(balancedPhonemes, {
        message: 'phoneme input is written [[...]]',
      }),
    )
    .optional(),
  /**
   * The grammar patterns the course teaches on purpose («Это мой / моя / моё», «У меня есть …»):
   * lessons name them in their `patterns`, and `content:check` checks each is recycled.
   */
  patterns: z
    .array(
      z.strictObject({
        key,
        /** The pattern as a teacher writes it («Это мой … / моя … / моё …»). */
        title: z.string().trim().min(1).max(120),
        titleUz,
      }),
    )
    .optional(),
  /** Each entry is a module (packModuleSchema) or an include (packIncludeSchema), checked one by one. */
  modules: z
    .array(z.record(z.string(), z.unknown(), { error: 'a module must be a mapping' }))
    .min(1, 'a course needs at least one module'),
});
export type PackCourseFile = z.infer<typeof packCourseFileSchema>;

export interface PackIssue {
  path: (string | number)[];
  message: string;
}

interface PartRules {
  /** [min, max] variants */
  variants?: [number, number];
  /** how many variants must be marked correct */
  correct?: 'one' | 'all' | 'any';
  images?: [number, number];
  variantImages?: 'all' | 'correct';
  colourVariants?: boolean;
  personages?: 'dialogue';
  pairs?: [number, number];
  text?: boolean;
}

/** What each game type needs of a question (DESIGN.md section 4 and the spec's game screens). */
export const GAME_TYPE_PARTS: Record<GameType, PartRules> = {
  '1.0': { variants: [1, 4], correct: 'one', images: [1, 4] },
  '1.1': { variants: [1, 4], correct: 'one', text: true },
  '1.2': { variants: [2, 8], correct: 'all' },
  '1.3': { variants: [1, 4], correct: 'one', images: [1, 4] },
  '1.4': { variants: [1, 4], correct: 'one', images: [1, 4] },
  '1.5': { personages: 'dialogue', images: [1, 4] },
  '2.0': { variants: [2, 4], correct: 'one', images: [1, 4] },
  '2.1': { variants: [2, 4], correct: 'one', images: [1, 4], variantImages: 'correct' },
  '2.2': { variants: [2, 8], correct: 'one', images: [1, 4], colourVariants: true },
  '2.3': { variants: [2, 4], correct: 'one', variantImages: 'all', text: true },
  '2.4': { personages: 'dialogue', variants: [2, 8], correct: 'any', images: [1, 4] },
  '3.0': { images: [1, 9], variants: [1, 16], correct: 'any', colourVariants: true },
  '3.1': { personages: 'dialogue' },
  '3.2': { personages: 'dialogue', images: [0, 4] },
  '4.0': { variants: [6, 8] },
  '5.0': { pairs: [2, 6] },
};

/** Checks a question against its game type; an empty list means it is playable. */
export function checkQuestionParts(type: GameType, q: PackQuestion): PackIssue[] {
  const rules = GAME_TYPE_PARTS[type];
  const issues: PackIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const within = (n: number, [min, max]: [number, number]) => n >= min && n <= max;
  const label = `game type ${type}`;

  if (rules.text && q.text.trim() === '') add(['text'], `${label} needs the question text`);
  if (rules.images && !within(q.images.length, rules.images))
    add(
      ['images'],
      `${label} needs ${rules.images[0]} to ${rules.images[1]} images, got ${q.images.length}`,
    );
  if (!rules.images && q.images.length > 0 && type !== '3.1')
    add(['images'], `${label} does not use question images`);

  if (rules.variants) {
    if (!within(q.variants.length, rules.variants))
      add(
        ['variants'],
        `${label} needs ${rules.variants[0]} to ${rules.variants[1]} variants, got ${q.variants.length}`,
      );
  } else if (q.variants.length > 0) {
    add(['variants'], `${label} does not use variants`);
  }
  const correct = q.variants.filter((v) => v.correct).length;
  if (rules.correct === 'one' && correct !== 1)
    add(['variants'], `${label} needs exactly one variant marked correct, got ${correct}`);
  if (rules.correct === 'all' && correct !== q.variants.length)
    add(['variants'], `${label}: every variant is a possible answer, mark them all correct`);
  if (rules.variantImages)
    q.variants.forEach((v, i) => {
      if (!v.image && (rules.variantImages === 'all' || v.correct))
        add(['variants', i, 'image'], `${label} needs a picture on this variant`);
    });
  if (rules.colourVariants)
    q.variants.forEach((v, i) => {
      if (!isColourWord(v.answer))
        add(['variants', i, 'answer'], `"${v.answer}" is not a known colour word`);
    });

  if (type === '3.0') {
    const colours = q.variants.filter((v) => v.correct).length;
    if (colours !== q.images.length)
      add(
        ['variants'],
        `game type 3.0 needs one correct colour variant per picture: ${q.images.length} pictures, ${colours} correct variants`,
      );
  }

  if (type === '4.0') {
    if (q.variants.length % 2 !== 0)
      add(
        ['variants'],
        `a memory game needs an even number of cards (6 or 8), got ${q.variants.length}`,
      );
    const counts = new Map<string, number>();
    for (const v of q.variants)
      counts.set(v.answer.toLowerCase(), (counts.get(v.answer.toLowerCase()) ?? 0) + 1);
    for (const [word, n] of counts)
      if (n !== 2)
        add(['variants'], `a memory card must appear exactly twice: "${word}" appears ${n} times`);
  }

  if (rules.personages === 'dialogue') {
    if (!q.personages.some((p) => p.personage === 1))
      add(['personages'], `${label} needs a line of personage 1`);
    const replies = q.personages.filter((p) => p.personage !== 1);
    if (replies.length === 0)
      add(['personages'], `${label} needs at least one line of another personage`);
    if (type === '2.4') {
      const options = new Set(q.variants.map((v) => v.answer.toLowerCase()));
      replies.forEach((p) => {
        if (!options.has(p.answer.toLowerCase()))
          add(
            ['personages', q.personages.indexOf(p), 'answer'],
            `the reply "${p.answer}" is not among the variants`,
          );
      });
    }
  } else if (q.personages.length > 0) {
    add(['personages'], `${label} does not use personages`);
  }
  q.personages.forEach((p, i) => {
    if (p.variant !== undefined && p.variant >= q.variants.length)
      add(['personages', i, 'variant'], `no variant ${p.variant}`);
  });

  if (rules.pairs) {
    if (!within(q.pairs.length, rules.pairs))
      add(
        ['pairs'],
        `${label} needs ${rules.pairs[0]} to ${rules.pairs[1]} pairs, got ${q.pairs.length}`,
      );
    const lefts = new Set(q.pairs.map((p) => p.left));
    const rights = new Set(q.pairs.map((p) => p.right));
    if (lefts.size !== q.pairs.length || rights.size !== q.pairs.length)
      add(['pairs'], 'pair items must be different from each other on each side');
  } else if (q.pairs.length > 0) {
    add(['pairs'], `${label} does not use pairs`);
  }
  if (type !== '5.0' && q.duolingos.length > 0)
    add(['duolingos'], `${label} does not use duolingo pairs`);
  return issues;
}
