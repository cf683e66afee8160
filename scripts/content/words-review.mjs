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
  // lessons 21-40 (issue 22): what their writers were not sure of
  park: 'The picture is a ferris wheel (an amusement park); is "Park" more natural than "Bogʻ"? Please confirm.',
  bolnitsa: 'Or "kasalxona"? Please confirm.',
  politseyskiy: 'Or "militsioner" / "politsiya xodimi" — which do children hear? Please confirm.',
  mekhanik: 'Or "usta"? Please confirm.',
  telezhka: 'A shopping trolley: is "aravacha" natural? Please confirm.',
  pechene: 'Spelling: "pechenye" or "pechene"? Please confirm.',
  gruzovik: 'Lit. "load car".',
  trava: '"Oʻt" is the plain word but also means "fire"; "maysa" is young grass. Please confirm.',
  popugay: 'Or just "toʻti".',
  belka: 'Or "tiyin".',
  sova: 'Or "ukki".',
  vishnya: '"Gilos" is черешня; the picture (🍒) fits either.',
  perets: 'The picture is a red chilli; a bell pepper would be "bolgar qalampiri".',
  krab: 'Or "krab".',
  luna: '"Oy" is also "month".',
  zebra:
    'Loanwords (zebra, jirafa, akula, meduza, kartoshka) are read with the last syllable stressed by the rule. Please confirm.',
  vykhodnoy: 'Lit. "rest day".',
  vchera: '"Kecha" also means "night".',
  'ded-moroz': 'One word "Qorbobo"? Please confirm.',
  's-prazdnikom': 'The polite form; the birthday greeting is the informal one. Please confirm.',
  's-dnyom-rozhdeniya': 'Chosen over "…bilan!". Please confirm.',
  pozdravlyayu: 'The rule stresses the last syllable; is it -lay-? Please confirm.',
  tantsevat: 'Or "raqsga tushmoq"? Please confirm.',
  truba: 'A brass trumpet, not the karnay.',
  fleyta: 'Or "nay"; the picture (🪈) is a bamboo flute. Please confirm.',
  doyra: 'Spelling "doira" or "doyra"? Please confirm.',
  pesnya: 'The picture is a microphone with notes; a child may call it «микрофон».',
  tolstyy: 'Shown with a thick book: "qalin"; for a person it would be "semiz". Please confirm.',
  tonkiy: 'Shown with a thin book: "yupqa"; for a person it would be "ozgʻin".',
  ustal: 'A past form, as Russian устал.',
  'davay-druzhit': 'Informal "kel", child to child. Please confirm.',
  shkaf: 'Loanword.',
  zdravstvuyte: 'Polite greeting to adults; to a friend: "Salom".',
  'do-svidaniya': 'Lit. "goodbye, until we meet".',
  pozhaluysta: '"Iltimos" when asking (please); as the answer to "спасибо" Uzbek says "arzimaydi".',
  'kak-dela': 'Informal, as children say it; to an adult "Qalaysiz?" / "Ishlaringiz qalay?".',
  'dobryy-vecher': 'Also "Xayrli oqshom".',
  'spokoynoy-nochi': 'Also "Tuningiz xayrli boʻlsin".',
  mama: 'The children\'s word, as мама is; also "oyijon", "aya"; neutral "ona". Please confirm.',
  papa: 'The children\'s word, as папа is; also "dadajon"; neutral "ota". Please confirm.',
  babushka: 'Also "buvijon".',
  brat: 'Russian "брат" is any brother: "aka" is an older brother, "uka" a younger one. Both given.',
  sestra:
    'Russian "сестра" is any sister: "opa" is an older sister, "singil" a younger one. Both given.',
  malchik: 'Also "bola".',
  devochka: 'Also "qizcha".',
  izvini: 'To a friend; to an adult "Kechirasiz" (Russian "Извините").',
  'kak-tebya-zovut':
    'Informal, to a child; to an adult "Ismingiz nima?" (Russian "Как вас зовут?").',
  'menya-zovut': 'Followed by the name: "Меня зовут Лола" = "Mening ismim Lola".',
  malysh: '"Chaqaloq" is a baby (the picture); a toddler is also "kichkintoy".',
  lyublyu: 'The everyday form for family; "sevaman" is stronger.',
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
  mashinka: '"Mashinacha" is also heard.',
  myach: 'A ball (⚽); "koptok" is a small rubber ball in Tashkent usage.',
  kubik: 'A toy building block (the picture); a die is also кубик.',
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
/** The instructions, questions and award texts in Uzbek: [Russian, Uzbek]. */
const otherTexts = [];
/** Course, module and block titles with their Uzbek forms. */
const headings = [['course', course.title, course.titleUz]];
let lessonNumber = 0;
for (const ref of course.modules) {
  const module = ref.include ? parse(readFileSync(path.join(pack, ref.include), 'utf8')) : ref;
  titles.push(['module', module.title, module.titleUz]);
  headings.push(['module', module.title, module.titleUz]);
  for (const block of module.blocks) {
    titles.push(['block', block.title, block.titleUz]);
    headings.push(['block', block.title, block.titleUz]);
    for (const lesson of block.lessons) {
      lessonNumber += 1;
      titles.push(['lesson', lesson.title, lesson.titleUz]);
      for (const game of lesson.games) titles.push(['game', game.title, game.titleUz]);
      rows.push(
        `\n### ${lessonNumber}. ${lesson.title} — ${lesson.titleUz ?? '(no Uzbek title)'}\n`,
        lesson.reviews
          ? `A review of ${lesson.reviews.join(', ')}: no new words.\n`
          : '| Russian | Uzbek | note |\n|---|---|---|',
      );
      for (const w of lesson.words ?? []) {
        rows.push(`| ${w.word} | ${w.translation} | ${NOTES[w.key] ?? ''} |`);
        translations.set(w.word.toLowerCase(), w.translation);
      }
      // Every other Uzbek text a child meets in the lesson: titles, instructions, questions, awards.
      const other = [];
      for (const game of lesson.games) {
        other.push([`game title`, game.title, game.titleUz]);
        if (game.instructionUz)
          other.push([`instruction`, game.instruction ?? `(${game.type})`, game.instructionUz]);
        for (const q of game.questions)
          if (q.promptUz) other.push([`question`, q.text, q.promptUz]);
        for (const a of game.achievements ?? [])
          other.push([`award`, a.title, a.titleUz], [`award text`, a.description, a.descriptionUz]);
      }
      for (const [, ru, uz] of other) if (uz) otherTexts.push([ru, uz]);
      if (other.length)
        rows.push(
          '\n| what | Russian | Uzbek |\n|---|---|---|',
          ...other.map(([what, ru, uz]) => `| ${what} | ${ru} | ${uz ?? '—'} |`),
        );
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
  ...otherTexts,
];
for (const [word, t] of uzbekTexts) {
  if (/['‘’`]/.test(t))
    problems.push(
      `"${word}": "${t}" uses a plain or curly apostrophe; use ʻ (U+02BB) or ʼ (U+02BC)`,
    );
  if (/[а-яё]/i.test(t)) problems.push(`"${word}": "${t}" has Cyrillic letters`);
}
/** The answers to the curriculum review of lessons 1–11 (issue 21), kept with the words. */
const REVIEW_ANSWERS = `
## The curriculum review (lessons 1–11): what was fixed, and what stays and why

The review of 2026-11-25 (\`content-review.md\`, section 2) listed errors in the first 8 lessons.
They became 11 short lessons (8–12 new words each). Each error, fixed or answered:

| review | what was done |
|---|---|
| 2.1.1 colour words that do not agree (яблоко — красный, лягушка — зелёный, брокколи — зелёный) | Fixed: «Какого цвета яблоко? — Красное», «Какого цвета лягушка? — Зелёная» (the pack and the judge accept every form of a colour word); брокколи is gone. The 2.1 colour game asks «Кто зелёного цвета?», which needs no agreement. |
| 2.1.2 the breakfast order marked wrong | Fixed: «Садись за стол. Вот каша. Приятного аппетита!» is one line, then «Спасибо, мама!». |
| 2.1.3 a second goodbye after the goodbye | Fixed: «Мне пора домой.» / «Пока! До завтра!» / «До завтра!». |
| 2.1.4 «Что даёт курица? — Яйцо», «Что растёт на дереве? — Яблоко» | Fixed: «Что снесла курица? — Яйцо» (one egg, as in «Курочка Ряба»); the tree question is gone (its place: «Что делают из апельсина? — Сок»). |
| 2.1.5 «…вкусный завтрак» in the award | Fixed: «Ты знаешь, как по-русски называется еда на завтрак!». |
| 2.1.6 words chosen before they are taught | Fixed: no choice offers a word not taught by then (course order). Lesson 1 has no яблоко, завтрак, каша, чай or папа any more (its 3.1 ordering game is gone, as the review advised); the colour-finding game offers only the animals of lessons 4 and 5. Words only *heard* in a question or a dialogue line (друг, бабушка, подарок) stay: the picture and, in Uzbek mode, the Uzbek prompt carry them. |
| 2.1.7 «Раскрась», «солнце», «Здравствуйте», «Пожалуйста» read wrongly | Fixed by the course's \`pronunciations\` (one entry per word, applied to every spoken text). |
| 2.2.1 «Iltimos / arzimaydi» read as "slash" | Fixed: «Iltimos»; "arzimaydi" is in the note. |
| 2.2.2 брат = aka, сестра = opa | Fixed: «Aka, uka» and «Opa, singil». |
| 2.2.3 мама = ona, папа = ota | Changed to the children's words «Oyi» and «Dada»; a native speaker should confirm the region's forms (aya, ayajon, ota). |
| 2.2.4 люблю = sevaman | Fixed: «Yaxshi koʻraman». |
| 2.2.5 мяч = koptok | Fixed: «Toʻp». |
| 2.2.6 машинка = mashina | Fixed: «Oʻyinchoq mashina». |
| 2.2.7 «gʻildiragi» against the interface's «charxpalak» | Fixed: «Hayvonlar charxpalagi», «Sonlar charxpalagi», «Mevalar charxpalagi»; the instructions say «Charxpalakni aylantir». |
| 2.2.8 «Найди пару» (5.0) and «Найди пары» (4.0) | Fixed: the memory games are «Игра на память» / «Xotira oʻyini»; the pairs game keeps «Найди пару» / «Juftini top». |
| 2.3 кубик = 🎲 (a die) | Fixed: a drawn picture of toy blocks (\`drawn/blocks.svg\`), which the tower dialogue needs. |
| 2.3 игрушка = 🎠 | Fixed: a drawn toy box with a ball, a teddy and a block (\`drawn/toy-box.svg\`). |
| 2.3 брат/сестра = 👦/👧 | Fixed: мальчик and девочка are taught with 👦/👧; брат and сестра have drawn family pictures with the brother or the sister lit up (\`drawn/brother.svg\`, \`drawn/sister.svg\`), and they are asked by listening (2.3), not «Кто это?». |
| 2.3 рот = 👄 | Stays: Unicode names 👄 MOUTH, and it is the mouth a child points to; lips (губы) are not taught. A drawn face with the mouth lit up could replace it. |
| 2.3 лицо = 🙂 | Stays: 🙂 is a face and nothing else in the course; «Как дела?» has 😊. |
| 2.3 вода = 💧 | Stays: the drop is the usual picture of water in children's books, and a glass would be confused with «стакан» (lesson 19). |
| 2.3 апельсин = 🍊 (a tangerine) | Stays: Twemoji has no other orange; the note says so. |
| 2.3 заяц = 🐇 (a rabbit) | Stays for now: Uzbek «quyon» covers both; lesson 20's «кролик» has 🐰, a different picture. A drawn hare is still worth making. |
| 2.3 до свидания = 🚪, добрый день = ☀ | Stay: lessons 12–20 give дверь no picture of its own and солнце 🌞, so neither is taken twice. |
| 2.4 / 2.5 lesson size, words never a right answer, testing before teaching | Fixed: 8–12 new words a lesson; every word is a right answer in its lesson (Да, Нет, Хорошо, Как дела? by listening; Я, Люблю, Семья, Брат, Сестра by listening; Лицо, Тело in the body listening game; Сколько?; Кубик, Самолёт, Поезд, Шарик, Игрушка). Велосипед and Воздушный змей, never in a game, left the toys lesson (transport and sport lessons will take them); Дом left the family lesson (12 words) and Цвет the colours lesson. The show-and-say step comes before each lesson's games (the app). |
| 2.5 3.1 ordering in lesson 1 | Fixed: removed; ordering starts with the shop (lesson 9) and the toys (lesson 10). |
| 2.5 no 2.3 listening for greetings, colours, toys | Fixed: each has one now; the colours one contrasts синий and голубой, and серый, белый, голубой are right answers there. |
| 2.5 the 3.0 game drills the same red/yellow/green twice | Stays: the outlines exist for these fruits only; голубой, серый and белый are now targets in the listening and colour-finding games. |
| instructions in Russian | Fixed: every game has \`instruction\` and \`instructionUz\`; choice questions of lessons 1–11 have \`promptUz\`. Listening (2.3) questions have none: their text is the Russian word the child must hear. |
| achievements unreadable for a pre-reader | Fixed: every award has \`titleUz\` and \`descriptionUz\`. |

Lesson order: the review proposed greetings, polite words, family, colours, numbers, farm and wild
animals, fruits, breakfast, toys, body. The pack keeps each old lesson in its block (a lesson that
changes block is a new lesson for the importer, and its learners' stars would be lost), so the
animals come before the colours and the numbers after them: greetings, polite words, family;
farm animals, wild animals, colours; numbers, fruits and vegetables, breakfast; toys, the body.
The colour games can then ask about animals the child already knows.
`;

const reviewFile = path.join(pack, 'WORDS-REVIEW.md');
const markdown = `# Uzbek for review

Every Uzbek text of the demo course a child or a parent meets, lesson by lesson in course order:
the lesson's new words with their translations (and a note where the writer was not sure), then
the lesson's game titles, instructions, questions asked in Uzbek and award texts. Uzbek is Latin
script, written with the modifier letter turned comma **ʻ** (U+02BB) in oʻ and gʻ, and the
modifier letter apostrophe **ʼ** (U+02BC) for the tutuq belgisi. The same translations are used
in the pair games (type 5.0). A note saying "Please confirm" is a choice the writer could not
verify.

Generated from the module files by \`scripts/content/words-review.mjs\`; edit the YAML (and the
notes in that script), then rerun it.

## Course, modules and blocks

| what | Russian | Uzbek |
|---|---|---|
${headings.map(([what, ru, uz]) => `| ${what} | ${ru} | ${uz ?? '—'} |`).join('\n')}

## Lessons
${rows.join('\n')}

${translations.size} words in ${lessonNumber} lessons.
${REVIEW_ANSWERS}`;
const options = (await prettier.resolveConfig(reviewFile)) ?? {};
writeFileSync(reviewFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
console.log(
  `wrote content/WORDS-REVIEW.md (${translations.size} words, ${uzbekTexts.length} Uzbek texts, ${pairs.length} pairs checked)`,
);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
}
