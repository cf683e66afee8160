#!/usr/bin/env node
/**
 * Copies the Twemoji pictures the demo course uses from the @twemoji/svg package into
 * content/pictures/<name>.svg, builds the counting pictures (several copies of one emoji)
 * and writes content/CREDITS.md. Rerun it after editing the tables below:
 *
 *   node scripts/content/copy-pictures.mjs
 *
 * Media paths in the pack are relative to the pack folder (content/).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
const twemojiVersion = JSON.parse(
  readFileSync(path.join(twemojiDir, 'package.json'), 'utf8'),
).version;
const outDir = path.join(repo, 'content/pictures');

/** name -> Twemoji code point(s), lower-case hex joined by '-' (the package's file names). */
export const EMOJI = {
  // greetings
  wave: '1f44b',
  walking: '1f6b6',
  door: '1f6aa',
  handshake: '1f91d',
  thanks: '1f64f',
  'palms-up': '1f932',
  sunrise: '1f305',
  sun: '2600',
  sunset: '1f307',
  moon: '1f319',
  smile: '1f60a',
  'thumbs-up': '1f44d',
  yes: '2705',
  no: '274c',
  gift: '1f381',
  // polite words (lesson 2)
  pleading: '1f97a',
  'speech-balloon': '1f4ac',
  'name-badge': '1f4db',
  // family
  family: '1f468-200d-1f469-200d-1f467-200d-1f466',
  mother: '1f469',
  father: '1f468',
  grandmother: '1f475',
  grandfather: '1f474',
  boy: '1f466',
  girl: '1f467',
  baby: '1f476',
  'raising-hand': '1f64b',
  house: '1f3e0',
  heart: '2764',
  // animals
  cat: '1f408',
  dog: '1f415',
  cow: '1f404',
  horse: '1f40e',
  chicken: '1f414',
  duck: '1f986',
  fish: '1f41f',
  rabbit: '1f407',
  bear: '1f43b',
  hedgehog: '1f994',
  fox: '1f98a',
  elephant: '1f418',
  lion: '1f981',
  monkey: '1f412',
  bird: '1f426',
  camel: '1f42b',
  sheep: '1f411',
  frog: '1f438',
  mouse: '1f401',
  chick: '1f424',
  bee: '1f41d',
  // colours (objects whose colour is clear)
  blossom: '1f338',
  'teddy-bear': '1f9f8',
  // numbers
  'digit-1': '31-20e3',
  'digit-2': '32-20e3',
  'digit-3': '33-20e3',
  'digit-4': '34-20e3',
  'digit-5': '35-20e3',
  'digit-6': '36-20e3',
  'digit-7': '37-20e3',
  'digit-8': '38-20e3',
  'digit-9': '39-20e3',
  'digit-10': '1f51f',
  question: '2753',
  // food
  apple: '1f34e',
  banana: '1f34c',
  broccoli: '1f966',
  orange: '1f34a',
  eggplant: '1f346',
  tomato: '1f345',
  carrot: '1f955',
  grapes: '1f347',
  lemon: '1f34b',
  bread: '1f35e',
  milk: '1f95b',
  water: '1f4a7',
  cheese: '1f9c0',
  honey: '1f36f',
  egg: '1f95a',
  porridge: '1f963',
  watermelon: '1f349',
  melon: '1f348',
  pear: '1f350',
  cucumber: '1f952',
  tea: '1f375',
  juice: '1f9c3',
  wheat: '1f33e',
  tree: '1f333',
  // toys
  carousel: '1f3a0',
  ball: '26bd',
  car: '1f697',
  'nesting-doll': '1fa86',
  drum: '1f941',
  balloon: '1f388',
  dice: '1f3b2',
  airplane: '2708',
  train: '1f682',
  robot: '1f916',
  bicycle: '1f6b2',
  kite: '1fa81',
  star: '2b50',
  // the body
  eye: '1f441',
  nose: '1f443',
  ear: '1f442',
  mouth: '1f444',
  hand: '270b',
  leg: '1f9b5',
  tooth: '1f9b7',
  tongue: '1f445',
  finger: '261d',
  face: '1f642',
  // achievements
  'glowing-star': '1f31f',
  ribbon: '1f380',
  'house-garden': '1f3e1',
  'paw-prints': '1f43e',
  palette: '1f3a8',
  abacus: '1f9ee',
  lollipop: '1f36d',
  trophy: '1f3c6',
  muscle: '1f4aa',
  headphones: '1f3a7',
  // lessons 12-20 (module 3): school
  school: '1f3eb',
  teacher: '1f469-200d-1f3eb',
  pupil: '1f9d2',
  backpack: '1f392',
  book: '1f4d6',
  notebook: '1f4d3',
  pen: '1f58a',
  pencil: '270f',
  ruler: '1f4cf',
  scissors: '2702',
  paintbrush: '1f58c',
  // the classroom's commands
  seat: '1f4ba',
  standing: '1f9cd',
  eyes: '1f440',
  speaker: '1f50a',
  speaking: '1f5e3',
  writing: '270d',
  books: '1f4da',
  crayon: '1f58d',
  numbers: '1f522',
  shush: '1f92b',
  clapping: '1f44f',
  // my home
  window: '1fa9f',
  chair: '1fa91',
  bed: '1f6cf',
  couch: '1f6cb',
  clock: '1f570',
  television: '1f4fa',
  'mobile-phone': '1f4f1',
  key: '1f511',
  mirror: '1fa9e',
  // clothes
  't-shirt': '1f455',
  jeans: '1f456',
  dress: '1f457',
  shorts: '1fa73',
  coat: '1f9e5',
  cap: '1f9e2',
  scarf: '1f9e3',
  gloves: '1f9e4',
  socks: '1f9e6',
  sneaker: '1f45f',
  boot: '1f462',
  // weather and seasons
  'sun-face': '1f31e',
  cloud: '2601',
  rain: '1f327',
  snowflake: '2744',
  wind: '1f32c',
  rainbow: '1f308',
  snowman: '26c4',
  tulip: '1f337',
  beach: '1f3d6',
  'fallen-leaf': '1f342',
  'hot-face': '1f975',
  'cold-face': '1f976',
  // at the table
  spoon: '1f944',
  teapot: '1fad6',
  plov: '1f958',
  soup: '1f372',
  salad: '1f957',
  dumpling: '1f95f',
  candy: '1f36c',
  // the farm
  farmer: '1f9d1-200d-1f33e',
  tractor: '1f69c',
  rooster: '1f413',
  goat: '1f410',
  donkey: '1facf',
  goose: '1fabf',
  turkey: '1f983',
  'rabbit-face': '1f430',
  ram: '1f40f',
  kitten: '1f431',
  puppy: '1f436',
  // my day
  'alarm-clock': '23f0',
  toothbrush: '1faa5',
  'children-crossing': '1f6b8',
  memo: '1f4dd',
  'in-bed': '1f6cc',
  // achievements of lessons 12-20
  'graduation-cap': '1f393',
  'raising-hands': '1f64c',
  medal: '1f3c5',
  gem: '1f48e',
  'shopping-bags': '1f6cd',
  'sun-behind-cloud': '26c5',
  cake: '1f370',
  sunflower: '1f33b',
  'party-popper': '1f389',
};

/** Counting pictures: name -> [emoji name, how many]. Built from the Twemoji picture. */
export const COUNTS = {
  'count-1-cat': ['cat', 1],
  'count-2-balloons': ['balloon', 2],
  'count-3-apples': ['apple', 3],
  'count-4-chicks': ['chick', 4],
  'count-5-stars': ['star', 5],
  'count-6-balls': ['ball', 6],
  // lesson 14 (много, мало)
  'many-stars': ['star', 12],
  'few-stars': ['star', 2],
};

function emojiFile(code) {
  return path.join(twemojiDir, `${code}.svg`);
}

/** One emoji `n` times in a grid of 36-unit cells: 1-3 in a row, then two rows. */
function countPicture(code, n) {
  const inner = readFileSync(emojiFile(code), 'utf8')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  if (/\bid=/.test(inner)) throw new Error(`${code}.svg has ids; it cannot be repeated safely`);
  const cols = n <= 3 ? n : Math.ceil(n / 2);
  const rows = n <= 3 ? 1 : 2;
  const cell = 40;
  const width = cols * cell;
  const height = rows * cell;
  const uses = [];
  for (let i = 0; i < n; i++) {
    const row = rows === 1 ? 0 : Math.floor(i / cols);
    const inRow = rows === 1 ? n : row === 0 ? cols : n - cols;
    const col = rows === 1 ? i : i - row * cols;
    const x = (width - inRow * cell) / 2 + col * cell + 2;
    const y = row * cell + 2;
    uses.push(`<use href="#e" x="${x}" y="${y}" width="36" height="36"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<symbol id="e" viewBox="0 0 36 36">${inner}</symbol>${uses.join('')}</svg>\n`
  );
}

/**
 * More name -> code point tables, one JSON file per module (`scripts/content/emoji/*.json`), so
 * the writers of two modules never edit one table. A name given twice is an error.
 */
function moduleEmoji() {
  const dir = path.join(repo, 'scripts/content/emoji');
  if (!existsSync(dir)) return;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    const table = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const [name, code] of Object.entries(table)) {
      if (name in EMOJI) throw new Error(`${file}: the picture name ${name} is taken`);
      EMOJI[name] = code;
    }
  }
}

async function main() {
  moduleEmoji();
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const [name, code] of Object.entries(EMOJI)) {
    const svg = readFileSync(emojiFile(code), 'utf8');
    writeFileSync(path.join(outDir, `${name}.svg`), svg.endsWith('\n') ? svg : `${svg}\n`);
    rows.push(`| pictures/${name}.svg | ${code}.svg |`);
  }
  for (const [name, [emoji, n]] of Object.entries(COUNTS)) {
    writeFileSync(path.join(outDir, `${name}.svg`), countPicture(EMOJI[emoji], n));
    rows.push(`| pictures/${name}.svg | ${EMOJI[emoji]}.svg, repeated ${n} times (adapted) |`);
  }
  const drawnDir = path.join(outDir, 'drawn');
  let drawn = [];
  try {
    drawn = readdirSync(drawnDir)
      .filter((f) => f.endsWith('.svg'))
      .sort();
  } catch {
    /* drawn pictures not made yet: run draw-pictures.mjs */
  }
  const creditsFile = path.join(repo, 'content/CREDITS.md');
  const options = (await prettier.resolveConfig(creditsFile)) ?? {};
  writeFileSync(
    creditsFile,
    await prettier.format(credits(rows, drawn), { ...options, parser: 'markdown' }),
  );
  console.log(
    `copied ${Object.keys(EMOJI).length} Twemoji pictures and built ${Object.keys(COUNTS).length} counting pictures into ${path.relative(repo, outDir)}`,
  );
}

function credits(rows, drawn) {
  return `# Credits

All paths below are relative to \`content/\`.

## Twemoji

Emoji graphics: **Twemoji** by Twitter, Inc and other contributors, licensed under
CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Taken unchanged (except where marked
"adapted") from the \`@twemoji/svg\` npm package v${twemojiVersion}
(https://github.com/boywithkeyboard/twemoji_svg), which packages the graphics of the Twemoji
project (https://github.com/jdecked/twemoji). The counting pictures repeat one emoji several times
in a grid; nothing else was changed.

Copied by \`scripts/content/copy-pictures.mjs\`.

| file | Twemoji source file |
|---|---|
${rows.join('\n')}

## The project's own pictures

Drawn for Bolajon by \`scripts/content/draw-pictures.mjs\` (the project's own work, under the
project's licence):

${drawn.map((f) => `- pictures/drawn/${f}`).join('\n')}

## Videos

\`videos/*.webm\` and their posters are made by \`scripts/content/make-videos.mjs\` from the
pictures above (Twemoji pictures in them are under CC-BY 4.0 as credited here) and a voice
synthesised with espeak-ng (GPL-3.0 program; its speech output is not covered by its licence).
\`pictures/star.svg\` (Twemoji 2b50) appears in the closing videos. Text in the videos is set in
DejaVu Sans Bold (Debian package fonts-dejavu-core, free licence of the Bitstream Vera fonts).
`;
}

await main();
