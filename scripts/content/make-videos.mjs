#!/usr/bin/env node
/**
 * Makes every game's intro and closing video (WebM: VP9 + Opus, 960x540) and their poster
 * images from the course's own pictures and a voice synthesised with espeak-ng:
 *
 *   npm run content:videos -- [--force] [--only <game-key>] [pack folder]
 *
 * Writes the paths the module files name: videoFirst and videoFirstPoster (the instruction
 * spoken in Russian), videoFirstUz and videoFirstPosterUz where the game names them (the same
 * intro, its instruction spoken and captioned in Uzbek with the course's Uzbek stress), and
 * videoLast and videoLastPoster. Idempotent: a video whose recipe (texts, pictures, colours, this script's
 * RECIPE_VERSION) is unchanged and whose poster exists is skipped; --force remakes everything.
 * Needs ffmpeg (with librsvg, libvpx, libopus, drawtext) and espeak-ng at authoring time only:
 * the generated files are committed, the app needs neither tool.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { lexiconOf, spokenForm } from '../../apps/api/src/content/pronounce.ts';
import { espeakPhonemes, toEspeakInput } from '../../apps/api/src/tts/espeak-stress.ts';

const run = promisify(execFile);
const RECIPE_VERSION = 5;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/**
 * The scenes are laid out on a 480x270 grid and drawn SCALE times larger: 960x540, sharp on a
 * phone's video card (about 350 CSS px wide at 2-3 device pixels per px).
 */
const SCALE = 2;
const px = (n) => Math.round(n * SCALE);
const W = px(480);
const H = px(270);
const FPS = 20;
/** VP9's constant quality: flat colours and slow motion stay clean while the files stay small. */
const CRF = 46;
const INK = '#33334d';

/** What the voice asks the child to do, per game type. */
const INSTRUCTIONS = {
  '1.0': 'Посмотри на картинку и повтори слово.',
  1.1: 'Открой сундук и повтори слово.',
  1.2: 'Крути колесо и назови слово.',
  1.3: 'Посмотри на картинку и назови её.',
  1.4: 'Посмотри на цвет и назови его.',
  1.5: 'Давай поговорим! Говори ответы вслух.',
  '2.0': 'Выбери правильный ответ.',
  2.1: 'Выбери правильный ответ.',
  2.2: 'Посмотри на картинку и выбери цвет.',
  2.3: 'Послушай слово и выбери картинку.',
  2.4: 'Помоги закончить разговор. Выбери ответ.',
  '3.0': 'Выбери цвет и нажми на картинку.',
  3.1: 'Собери разговор по порядку.',
  3.2: 'Собери разговор по порядку.',
  '4.0': 'Найди одинаковые карточки.',
  '5.0': 'Соедини русское слово и перевод.',
};
/** The same in Uzbek (the web's own words for each type, apps/web/src/locales/games/uz.json). */
const INSTRUCTIONS_UZ = {
  '1.0': 'Rasmga qara va soʻzni ruscha takrorla.',
  1.1: 'Sandiqni och va soʻzni ruscha takrorla.',
  1.2: 'Gʻildirakni aylantir va soʻzni ruscha ayt.',
  1.3: 'Rasmga qara va uni ruscha ayt.',
  1.4: 'Rangga qara va uni ruscha ayt.',
  1.5: 'Keling, gaplashamiz! Javoblarni ruscha ayt.',
  '2.0': 'Tingla va javobni tanla.',
  2.1: 'Toʻgʻri javobni tanla.',
  2.2: 'Rasmga qara va rangni tanla.',
  2.3: 'Soʻzni tingla va rasmni tanla.',
  2.4: 'Suhbatni tugatishga yordam ber. Javobni tanla.',
  '3.0': 'Rangni tanla, keyin rasmni bos.',
  3.1: 'Suhbatni tartib bilan yigʻ.',
  3.2: 'Rasmga qara va suhbatni yigʻ.',
  '4.0': 'Kartochkalarni och va bir xillarini top.',
  '5.0': 'Har bir soʻzni jufti bilan bogʻla.',
};
const GREETING = { ru: 'Привет! Давай поиграем.', uz: 'Salom! Keling, oʻynaymiz.' };
const CLOSINGS = ['Молодец! Всё получилось!', 'Ура! Отличная игра!', 'Молодец! Так держать!'];
/** A friendly background colour per lesson, in course order (cycled). */
const BACKGROUNDS = [
  '#8fd3ff',
  '#ffc48c',
  '#a8e6a1',
  '#d7b8ff',
  '#ffe083',
  '#ffb3b3',
  '#9fe3d9',
  '#ffcfe8',
];

const args = process.argv.slice(2);
const force = args.includes('--force');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const packArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
const pack = path.resolve(packArg ?? path.join(repo, 'content'));

/** Every game of every course file at the top of the pack, with its lesson and index. */
function readGames() {
  const games = [];
  const courseFiles = readdirSync(pack)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  for (const courseFile of courseFiles) {
    const course = parse(readFileSync(path.join(pack, courseFile), 'utf8'));
    let lessonIndex = 0;
    for (const ref of course.modules ?? []) {
      const module = ref.include ? parse(readFileSync(path.join(pack, ref.include), 'utf8')) : ref;
      for (const block of module.blocks ?? [])
        for (const lesson of block.lessons ?? []) {
          (lesson.games ?? []).forEach((game, gameIndex) =>
            games.push({ game, lesson, lessonIndex, gameIndex }),
          );
          lessonIndex++;
        }
    }
  }
  return games;
}

/** The course's word pronunciations (course.yaml's `pronunciations`), as the audio uses them. */
function readLexicon() {
  const entries = {};
  for (const f of readdirSync(pack).filter((f) => /\.ya?ml$/.test(f)))
    Object.assign(entries, parse(readFileSync(path.join(pack, f), 'utf8')).pronunciations ?? {});
  return lexiconOf(entries);
}

/** The pictures a video shows beside the main image: question pictures, then the lesson's words. */
function extraPictures({ game, lesson }) {
  const seen = new Set([game.mainImage]);
  const out = [];
  const add = (p) => {
    if (p && !seen.has(p)) {
      seen.add(p);
      out.push(p);
    }
  };
  for (const q of game.questions ?? []) {
    for (const img of q.images ?? []) add(img);
    for (const v of q.variants ?? []) if (v.correct || game.type === '4.0') add(v.image);
  }
  for (const w of lesson.words ?? []) add(w.image);
  return out.filter((p) => p.endsWith('.svg')).slice(0, 2);
}

function viewBoxAspect(svgFile) {
  const m = readFileSync(svgFile, 'utf8').match(/viewBox="([\d.\s-]+)"/);
  if (!m) return 1;
  const [, , w, h] = m[1].trim().split(/\s+/).map(Number);
  return w / h;
}

/** Rasterises an SVG to a PNG that fits a box, keeping its aspect. */
async function rasterise(svgFile, boxW, boxH, out) {
  const aspect = viewBoxAspect(svgFile);
  let w = boxW;
  let h = Math.round(boxW / aspect);
  if (h > boxH) {
    h = boxH;
    w = Math.round(boxH * aspect);
  }
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-width',
    `${w}`,
    '-height',
    `${h}`,
    '-i',
    svgFile,
    '-frames:v',
    '1',
    out,
  ]);
  return { w, h };
}

function lighten(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The background: the lesson colour, soft bubbles, a lighter hill; confetti on closing videos. */
function backgroundSvg(colour, closing, seed) {
  let s = seed;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  const bubbles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${Math.round(rnd() * W)}" cy="${Math.round(rnd() * H * 0.7)}" r="${px(12 + rnd() * 30)}" fill="#fff" opacity=".18"/>`,
  ).join('');
  const confettiColours = ['#ef5350', '#ffd25e', '#57b56a', '#4f9de8', '#9b6bd6', '#fb8c00'];
  const confetti = closing
    ? Array.from({ length: 36 }, (_, i) => {
        const x = Math.round(rnd() * W);
        const y = Math.round(rnd() * H);
        const a = Math.round(rnd() * 180);
        return `<rect x="${x}" y="${y}" width="${px(9)}" height="${px(5)}" rx="${px(2)}" transform="rotate(${a} ${x} ${y})" fill="${confettiColours[i % confettiColours.length]}" opacity=".8"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${colour}"/>${bubbles}<path d="M0 ${H - px(46)} Q${W / 4} ${H - px(70)} ${W / 2} ${H - px(50)} T${W} ${H - px(52)} V${H} H0 Z" fill="${lighten(colour, 0.45)}"/>${confetti}</svg>`;
}

const phonemesOf = espeakPhonemes('espeak-ng', 15_000);
let lexicon = new Map();

/** The voice: Russian as written, Uzbek stressed by the course's rule and pronunciations. */
async function speak(text, out, voice = 'ru') {
  const input =
    voice === 'uz'
      ? await toEspeakInput(spokenForm('uz', text, undefined, lexicon), 'uz', phonemesOf)
      : text;
  await run('espeak-ng', ['-v', voice, '-s', '125', '-p', '60', '-a', '100', '-w', out, input]);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    out,
  ]);
  return Number(stdout.trim());
}

const fontSizeFor = (text, max, width) => Math.min(max, Math.floor(width / (text.length * 0.66)));

/**
 * One video: background, the main picture rising in and bobbing, up to two pictures sliding in
 * from the sides one after another, a title and a caption, and the voice.
 */
async function makeVideo({
  tmp,
  name,
  colour,
  closing,
  seed,
  main,
  extras,
  title,
  caption,
  voiceText,
  voice: language = 'ru',
  outWebm,
  outPoster,
  recipe,
}) {
  const bg = path.join(tmp, `${name}-bg.png`);
  const bgSvg = path.join(tmp, `${name}-bg.svg`);
  writeFileSync(bgSvg, backgroundSvg(colour, closing, seed));
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    bgSvg,
    '-frames:v',
    '1',
    bg,
  ]);
  const voice = path.join(tmp, `${name}.wav`);
  const speech = await speak(voiceText, voice, language);
  const duration = Math.min(15, Math.max(closing ? 5.5 : 6.5, speech + 1.6));
  const titleFile = path.join(tmp, `${name}-title.txt`);
  const captionFile = path.join(tmp, `${name}-caption.txt`);
  writeFileSync(titleFile, title);
  writeFileSync(captionFile, caption);

  const mainPng = path.join(tmp, `${name}-main.png`);
  const mainBox = (closing ? [170, 130] : [200, 140]).map(px);
  await rasterise(path.join(pack, main), mainBox[0], mainBox[1], mainPng);
  const inputs = [
    '-loop',
    '1',
    '-framerate',
    `${FPS}`,
    '-i',
    bg,
    '-loop',
    '1',
    '-framerate',
    `${FPS}`,
    '-i',
    mainPng,
  ];
  const extraSizes = [];
  for (const [i, e] of extras.entries()) {
    const png = path.join(tmp, `${name}-extra${i}.png`);
    extraSizes.push(await rasterise(path.join(pack, e), px(96), px(96), png));
    inputs.push('-loop', '1', '-framerate', `${FPS}`, '-i', png);
  }
  const voiceInput = 2 + extras.length;
  inputs.push('-i', voice);

  const y0 = px(closing ? 78 : 62);
  const filters = [];
  // main picture: rises from below with an ease-out, then bobs gently
  filters.push(
    `[0][1]overlay=x='(W-w)/2':y='if(lt(t,0.8),H-(H-${y0})*(t/0.8)*(2-t/0.8),${y0}+${px(5)}*sin(2*PI*(t-0.8)/2.4))':eval=frame[v1]`,
  );
  let last = 'v1';
  extras.forEach((_, i) => {
    const t1 = 1.1 + i * 0.7;
    const size = extraSizes[i];
    const yMid = px(150) - size.h / 2;
    const target = i === 0 ? px(36) : W - px(36) - size.w;
    const from = i === 0 ? -size.w : W;
    const p = `((t-${t1})/0.6)`;
    const x = `if(lt(t,${t1}),${from},if(lt(t,${t1 + 0.6}),${from}+(${target - from})*${p}*(2-${p}),${target}))`;
    const y = `${yMid}+${px(4)}*sin(2*PI*(t-${t1})/2+${i * 1.5})`;
    filters.push(`[${last}][${2 + i}]overlay=x='${x}':y='${y}':eval=frame[e${i}]`);
    last = `e${i}`;
  });
  const titleSize = fontSizeFor(title, px(closing ? 40 : 30), W - px(40));
  filters.push(
    `[${last}]drawtext=fontfile=${FONT}:textfile=${titleFile}:fontsize=${titleSize}:fontcolor=white:borderw=${px(3)}:bordercolor=${INK}:x=(w-tw)/2:y=${px(16)}:alpha='min(1,t/0.5)'[t1]`,
  );
  const captionSize = fontSizeFor(caption, px(20), W - px(60));
  filters.push(
    `[t1]drawtext=fontfile=${FONT}:textfile=${captionFile}:fontsize=${captionSize}:fontcolor=${INK}:box=1:boxcolor=white@0.85:boxborderw=${px(8)}:x=(w-tw)/2:y=h-th-${px(16)}:enable='gte(t,0.9)',format=yuv420p[v]`,
  );
  const videoGraph = filters.join(';');
  const graph = `${videoGraph};[${voiceInput}]loudnorm=I=-18:TP=-1.5:LRA=11,aresample=48000,adelay=500:all=1,apad[a]`;

  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    duration.toFixed(2),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    `${CRF}`,
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-g',
    `${FPS * 5}`,
    '-r',
    `${FPS}`,
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    '-metadata',
    `comment=bolajon-recipe:${recipe}`,
    '-metadata',
    `title=${title}`,
    '-f',
    'webm',
    `${outWebm}.part`,
  ]);
  // the poster: the same picture once everything has arrived, then reduced to a palette PNG
  const posterAt = Math.min(duration - 0.2, 2.8).toFixed(2);
  const fullPoster = path.join(tmp, `${name}-poster.png`);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs.slice(0, -2),
    '-filter_complex',
    videoGraph.replace(/,format=yuv420p\[v\]$/, ',format=rgb24[v]'),
    '-map',
    '[v]',
    '-ss',
    posterAt,
    '-frames:v',
    '1',
    fullPoster,
  ]);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    fullPoster,
    '-filter_complex',
    // Flat colours: 128 of them without dithering look the same and weigh a fifth less.
    'split[a][b];[a]palettegen=max_colors=128:reserve_transparent=0[p];[b][p]paletteuse=dither=none',
    '-frames:v',
    '1',
    outPoster,
  ]);
  // the video takes its place last, so a video with this recipe always has its poster
  renameSync(`${outWebm}.part`, outWebm);
  return duration;
}

async function recipeOf(parts) {
  const h = createHash('sha256');
  h.update(JSON.stringify({ RECIPE_VERSION, W, H, CRF, ...parts }));
  for (const p of [parts.main, ...parts.extras]) h.update(readFileSync(path.join(pack, p)));
  return h.digest('hex').slice(0, 16);
}

async function upToDate(webm, poster, recipe) {
  if (!existsSync(webm) || !existsSync(poster)) return false;
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format_tags=comment',
      '-of',
      'csv=p=0',
      webm,
    ]);
    return stdout.trim() === `bolajon-recipe:${recipe}`;
  } catch {
    return false;
  }
}

async function main() {
  lexicon = readLexicon();
  const games = readGames().filter(({ game }) => !only || game.key === only);
  if (games.length === 0)
    throw new Error(only ? `no game with key ${only}` : `no games found in ${pack}`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'bolajon-videos-'));
  const jobs = [];
  for (const entry of games) {
    const { game, lessonIndex, gameIndex } = entry;
    const colour = BACKGROUNDS[lessonIndex % BACKGROUNDS.length];
    const extras = extraPictures(entry);
    const instruction = INSTRUCTIONS[game.type] ?? 'Давай поиграем!';
    const instructionUz = game.instructionUz ?? INSTRUCTIONS_UZ[game.type] ?? 'Keling, oʻynaymiz!';
    const closingLine = CLOSINGS[(lessonIndex + gameIndex) % CLOSINGS.length];
    const variants = [
      {
        name: `${game.key}-first`,
        closing: false,
        main: game.mainImage,
        extras,
        title: game.title,
        caption: instruction,
        voiceText: `${GREETING.ru} ${instruction}`,
        outWebm: path.join(pack, game.videoFirst),
        outPoster: path.join(pack, game.videoFirstPoster),
      },
      ...(game.videoFirstUz && game.videoFirstPosterUz
        ? [
            {
              name: `${game.key}-first-uz`,
              closing: false,
              main: game.mainImage,
              extras,
              title: game.title,
              caption: instructionUz,
              voiceText: `${GREETING.uz} ${instructionUz}`,
              voice: 'uz',
              outWebm: path.join(pack, game.videoFirstUz),
              outPoster: path.join(pack, game.videoFirstPosterUz),
            },
          ]
        : []),
      {
        name: `${game.key}-last`,
        closing: true,
        main: game.mainImage,
        extras: ['pictures/glowing-star.svg', 'pictures/star.svg'].filter((p) =>
          existsSync(path.join(pack, p)),
        ),
        title: closingLine.split('!')[0] + '!',
        caption: closingLine.split('!').slice(1).join('!').trim() || game.title,
        voiceText: closingLine,
        outWebm: path.join(pack, game.videoLast),
        outPoster: path.join(pack, game.videoLastPoster),
      },
    ];
    for (const v of variants) {
      const recipe = await recipeOf({
        colour,
        main: v.main,
        extras: v.extras,
        title: v.title,
        caption: v.caption,
        voiceText: v.voiceText,
        closing: v.closing,
        // the Russian videos' recipe is as before this field: they are not made again
        ...(v.voice === 'uz' ? { voice: 'uz', lexicon: [...lexicon] } : {}),
      });
      jobs.push({
        ...v,
        colour,
        seed: (lessonIndex + 1) * 101 + gameIndex * 7 + (v.closing ? 3 : 0),
        recipe,
      });
    }
  }
  let made = 0;
  let skipped = 0;
  const queue = [...jobs];
  const workers = Array.from({ length: Math.max(1, Math.min(4, cpus().length)) }, async () => {
    while (queue.length > 0) {
      const job = queue.shift();
      mkdirSync(path.dirname(job.outWebm), { recursive: true });
      mkdirSync(path.dirname(job.outPoster), { recursive: true });
      if (!force && (await upToDate(job.outWebm, job.outPoster, job.recipe))) {
        skipped++;
        continue;
      }
      const seconds = await makeVideo({ tmp, ...job });
      made++;
      console.log(
        `made ${path.relative(pack, job.outWebm)} (${seconds.toFixed(1)} s) and ${path.basename(job.outPoster)}`,
      );
    }
  });
  try {
    await Promise.all(workers);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`videos: ${made} made, ${skipped} up to date`);
}

await main();
