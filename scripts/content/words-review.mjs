#!/usr/bin/env node
/**
 * Writes content/WORDS-REVIEW.md: every dictionary word of the course (Russian, Uzbek, note) and
 * every title with its Uzbek form (`titleUz`: course, modules, blocks, lessons, games) for a
 * native speaker to review, and checks that the Uzbek of the pair games (5.0) matches the
 * dictionary and that Uzbek uses the modifier letters (oʻ gʻ with U+02BB, tutuq belgisi U+02BC).
 *
 *   node scripts/content/words-review.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pack = path.join(repo, 'content');

/** Notes for the reviewer, by word key. */
const NOTES = {
  zdravstvuyte: 'Polite greeting to adults; to a friend: "Salom".',
  'do-svidaniya': 'Lit. "goodbye, until we meet".',
  pozhaluysta:
    '"Iltimos" when asking (please); "arzimaydi" as the answer to "спасибо". Both given.',
  'kak-dela': 'Informal, as children say it; to an adult "Qalaysiz?" / "Ishlaringiz qalay?".',
  'dobryy-vecher': 'Also "Xayrli oqshom".',
  'spokoynoy-nochi': 'Also "Tuningiz xayrli boʻlsin".',
  mama: 'Children often say "oyi", "oyijon".',
  papa: 'Children often say "dada", "dadajon".',
  babushka: 'Also "buvijon".',
  brat: 'Russian "брат" is any brother: "aka" is an older brother, "uka" a younger one. "Aka" chosen.',
  sestra:
    'Russian "сестра" is any sister: "opa" is an older sister, "singil" a younger one. "Opa" chosen.',
  malysh: '"Chaqaloq" is a baby (the picture); a toddler is also "kichkintoy".',
  lyublyu: 'Also "yaxshi koʻraman".',
  zayats: 'The picture is a rabbit; Uzbek "quyon" covers hare and rabbit (Russian заяц / кролик).',
  yozhik: 'Ёжик is the diminutive of ёж.',
  tsyplyonok: '',
  siniy:
    'Russian has two blues: синий (dark) = "koʻk", голубой (light) = "havorang". Children must learn the difference.',
  goluboy: 'Lit. "sky-coloured"; also "moviy".',
  oranzhevyy: 'Also "apelsinrang", "zargʻaldoq".',
  fioletovyy: 'Also "siyohrang".',
  skolko: '"Nechta?" for counting things ("qancha?" for amounts).',
  apelsin: 'The picture is the Twemoji "tangerine", commonly used for an orange.',
  kasha: '',
  sok: 'Also "sok" in everyday speech.',
  mashinka: 'A toy car: "oʻyinchoq mashina"; "mashinacha" is also heard.',
  mishka: 'A teddy bear: "oʻyinchoq ayiq".',
  baraban: 'The toy drum; the traditional drum is "nogʻora".',
  sharik: 'A balloon.',
  matryoshka: 'Loanword.',
  ruka: 'Russian рука and Uzbek "qoʻl" both mean hand and arm.',
  noga: 'Russian нога and Uzbek "oyoq" both mean leg and foot.',
  litso: '"Yuz" also means "hundred".',
};

const rows = [];
const translations = new Map();
const problems = [];
const course = parse(readFileSync(path.join(pack, 'course.yaml'), 'utf8'));
const pairs = [];
/** Every title with its Uzbek form, in course order: [what, Russian, Uzbek or undefined]. */
const titles = [['course', course.title, course.titleUz]];
for (const ref of course.modules) {
  const module = ref.include ? parse(readFileSync(path.join(pack, ref.include), 'utf8')) : ref;
  titles.push(['module', module.title, module.titleUz]);
  for (const block of module.blocks) {
    titles.push(['block', block.title, block.titleUz]);
    for (const lesson of block.lessons) {
      titles.push(['lesson', lesson.title, lesson.titleUz]);
      for (const game of lesson.games) titles.push(['game', game.title, game.titleUz]);
      rows.push(`| **${lesson.title}** | | |`);
      for (const w of lesson.words ?? []) {
        rows.push(`| ${w.word} | ${w.translation} | ${NOTES[w.key] ?? ''} |`);
        translations.set(w.word.toLowerCase(), w.translation);
      }
      for (const game of lesson.games)
        if (game.type === '5.0')
          for (const q of game.questions)
            for (const p of q.pairs) pairs.push({ game: game.key, ...p });
    }
  }
}
for (const p of pairs) {
  const t = translations.get(p.left.toLowerCase());
  if (t === undefined) problems.push(`${p.game}: "${p.left}" is not a dictionary word`);
  else if (t !== p.right)
    problems.push(`${p.game}: "${p.left}" is "${p.right}" here but "${t}" in the dictionary`);
}
const uzbekTexts = [
  ...translations,
  ...titles.filter(([, , uz]) => uz !== undefined).map(([, title, uz]) => [title, uz]),
];
for (const [word, t] of uzbekTexts) {
  if (/['‘’`]/.test(t))
    problems.push(
      `"${word}": "${t}" uses a plain or curly apostrophe; use ʻ (U+02BB) or ʼ (U+02BC)`,
    );
  if (/[а-яё]/i.test(t)) problems.push(`"${word}": "${t}" has Cyrillic letters`);
}
/** Each distinct title once (games share titles such as "Найди пару"), with what it names. */
const titleRows = new Map();
for (const [what, title, uz] of titles) {
  const key = `${title}\u0000${uz ?? ''}`;
  const row = titleRows.get(key) ?? { title, uz, what: new Set() };
  row.what.add(what);
  titleRows.set(key, row);
}

const reviewFile = path.join(pack, 'WORDS-REVIEW.md');
const markdown = `# Dictionary words for review

Every dictionary word of the demo course, in course order, with its Uzbek translation (Latin
script). Uzbek is written with the modifier letter turned comma **ʻ** (U+02BB) in oʻ and gʻ, and
the modifier letter apostrophe **ʼ** (U+02BC) for the tutuq belgisi. Please check each
translation and the notes; the same translations are used in the pair games (type 5.0).

Generated from the module files by \`scripts/content/words-review.mjs\`; edit the YAML (and the
notes in that script), then rerun it.

| Russian | Uzbek | note |
|---|---|---|
${rows.join('\n')}

${translations.size} words.

## Titles

The Uzbek form of each title (\`titleUz\` in the YAML), shown under the Russian title in the
Uzbek interface; each title once, with what it names. "—" where a title has no Uzbek form yet.

| Russian | Uzbek | names |
|---|---|---|
${[...titleRows.values()].map((r) => `| ${r.title} | ${r.uz ?? '—'} | ${[...r.what].join(', ')} |`).join('\n')}

${titleRows.size} titles.
`;
const options = (await prettier.resolveConfig(reviewFile)) ?? {};
writeFileSync(reviewFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
console.log(
  `wrote content/WORDS-REVIEW.md (${translations.size} words, ${titleRows.size} titles, ${pairs.length} pairs checked)`,
);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
}
