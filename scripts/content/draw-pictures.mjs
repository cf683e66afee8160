#!/usr/bin/env node
/**
 * The demo course's own pictures: scenes for dialogues, a doll, a head and a body, paint blobs of
 * every colour word, and white outline pictures for the colour-matching game (3.0) that the child
 * paints. One flat style (no outlines except on the pictures meant to be painted). Writes
 * content/pictures/drawn/*.svg; rerun after editing:
 *
 *   node scripts/content/draw-pictures.mjs
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The fills the app paints colour words with, read from the contract (colours.ts). */
const COLOUR_FILLS = Object.fromEntries(
  [
    ...readFileSync(path.join(repo, 'packages/contract/src/colours.ts'), 'utf8').matchAll(
      /'?([а-яё-]+)'?: '(#[0-9a-f]{6})'/g,
    ),
  ].map((m) => [m[1], m[2]]),
);
const outDir = path.join(repo, 'content/pictures/drawn');

const INK = '#33334d';
const SKIN = '#f6c9a0';
const CHEEK = '#f59a9a';

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body.replace(/\s*\n\s*/g, '')}</svg>\n`;
const n = (v) => Math.round(v * 10) / 10;

/**
 * A child (or, scaled up, a grown-up) standing with feet at (x, y).
 * wave: which hand is raised ('left', 'right', 'both' or none).
 */
function person({
  x,
  y,
  s = 1,
  shirt = '#4f9de8',
  hair = '#5b3a29',
  pants = '#3d4a6b',
  girl = false,
  longHair = false,
  bow = null,
  wave = null,
  skin = SKIN,
  apron = null,
}) {
  const parts = [];
  const arm = (side, up) => {
    const dx = side === 'left' ? -1 : 1;
    const ex = up ? 33 * dx : 27 * dx;
    const ey = up ? -101 : -44;
    return `<path d="M${17 * dx} -72 L${ex} ${ey}" stroke="${skin}" stroke-width="8" stroke-linecap="round"/><circle cx="${ex}" cy="${ey}" r="5.5" fill="${skin}"/>`;
  };
  if (longHair)
    parts.push(
      `<path d="M-26 -104 C-31 -78 -26 -66 -16 -64 H16 C26 -66 31 -78 26 -104 Z" fill="${hair}"/>`,
    );
  if (girl && !longHair)
    parts.push(
      `<circle cx="-27" cy="-108" r="10" fill="${hair}"/><circle cx="27" cy="-108" r="10" fill="${hair}"/>`,
    );
  if (girl) {
    parts.push(
      `<rect x="-11" y="-36" width="7" height="34" rx="3" fill="${skin}"/><rect x="4" y="-36" width="7" height="34" rx="3" fill="${skin}"/>`,
    );
  } else {
    parts.push(
      `<rect x="-13" y="-42" width="11" height="40" rx="4" fill="${pants}"/><rect x="2" y="-42" width="11" height="40" rx="4" fill="${pants}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="-8" cy="-3" rx="10" ry="5" fill="#5b3a29"/><ellipse cx="8" cy="-3" rx="10" ry="5" fill="#5b3a29"/>`,
  );
  parts.push(
    arm('left', wave === 'left' || wave === 'both'),
    arm('right', wave === 'right' || wave === 'both'),
  );
  if (girl) {
    parts.push(
      `<path d="M-14 -80 H14 Q19 -80 21 -72 L29 -34 Q30 -30 26 -30 H-26 Q-30 -30 -29 -34 L-21 -72 Q-19 -80 -14 -80 Z" fill="${shirt}"/>`,
    );
  } else {
    parts.push(`<rect x="-19" y="-80" width="38" height="42" rx="13" fill="${shirt}"/>`);
  }
  if (apron)
    parts.push(
      `<path d="M-12 -70 H12 V-38 Q12 -34 8 -34 H-8 Q-12 -34 -12 -38 Z" fill="${apron}"/>`,
    );
  parts.push(
    `<circle cx="-23" cy="-103" r="5" fill="${skin}"/><circle cx="23" cy="-103" r="5" fill="${skin}"/>`,
  );
  parts.push(`<circle cx="0" cy="-104" r="23" fill="${skin}"/>`);
  parts.push(
    girl || longHair
      ? `<path d="M-25 -100 C-28 -134 28 -134 25 -100 C20 -114 8 -120 0 -116 C-8 -120 -20 -114 -25 -100 Z" fill="${hair}"/>`
      : `<path d="M-24 -104 C-26 -130 26 -132 24 -104 C18 -116 4 -120 -6 -114 C-12 -118 -20 -114 -24 -104 Z" fill="${hair}"/>`,
  );
  if (bow)
    parts.push(
      `<path d="M14 -126 L4 -134 L4 -118 Z M14 -126 L24 -134 L24 -118 Z" fill="${bow}"/><circle cx="14" cy="-126" r="3.5" fill="${bow}"/>`,
    );
  parts.push(
    `<circle cx="-8" cy="-103" r="3" fill="${INK}"/><circle cx="8" cy="-103" r="3" fill="${INK}"/>`,
  );
  parts.push(
    `<circle cx="-14" cy="-95" r="4" fill="${CHEEK}" opacity=".6"/><circle cx="14" cy="-95" r="4" fill="${CHEEK}" opacity=".6"/>`,
  );
  parts.push(
    `<path d="M-7 -94 Q0 -87 7 -94" stroke="${INK}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
  );
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${parts.join('')}</g>`;
}

const cloud = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff"><ellipse cx="0" cy="0" rx="18" ry="10"/><circle cx="-8" cy="-6" r="9"/><circle cx="6" cy="-8" r="11"/></g>`;

const pictures = {};

// ---- scenes (240 x 180) ----
pictures['friends'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#d9f0ff"/>
  <circle cx="206" cy="34" r="16" fill="#ffd25e"/>
  ${cloud(52, 40)}${cloud(132, 28, 0.7)}
  <path d="M0 132 Q120 116 240 132 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#bfe3a5"/>
  ${person({ x: 78, y: 156, s: 0.85, shirt: '#4f9de8', hair: '#5b3a29', wave: 'right' })}
  ${person({ x: 162, y: 156, s: 0.85, shirt: '#f06c9b', hair: '#2f2a28', girl: true, bow: '#ffd25e', wave: 'left' })}
`,
);

pictures['playroom'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#fff1d6"/>
  <rect x="22" y="20" width="56" height="46" rx="6" fill="#fff" /><rect x="27" y="25" width="46" height="36" rx="3" fill="#bfe6ff"/>
  <path d="M50 25 V61 M27 43 H73" stroke="#fff" stroke-width="4"/>
  <path d="M0 128 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#eccaa0"/>
  ${person({ x: 66, y: 160, s: 0.8, shirt: '#57b56a', hair: '#5b3a29', wave: 'right' })}
  ${person({ x: 166, y: 160, s: 0.8, shirt: '#9b6bd6', hair: '#7a4a25', girl: true, bow: '#ff6f91', wave: 'left' })}
  <circle cx="116" cy="150" r="14" fill="#ef5350"/><path d="M102 150 H130" stroke="#fff" stroke-width="5"/>
  <rect x="200" y="140" width="20" height="20" rx="3" fill="#4f9de8"/><rect x="214" y="120" width="20" height="20" rx="3" fill="#ffd25e"/>
  <rect x="220" y="140" width="20" height="20" rx="3" fill="#ef5350"/>
`,
);

const awning = [0, 1, 2, 3, 4, 5]
  .map(
    (i) =>
      `<rect x="${30 + i * 30}" y="12" width="30" height="18" fill="${i % 2 ? '#fff' : '#ef5350'}"/><circle cx="${45 + i * 30}" cy="30" r="15" fill="${i % 2 ? '#fff' : '#ef5350'}"/>`,
  )
  .join('');
pictures['market'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#e3f4ff"/>
  <rect x="36" y="24" width="8" height="126" fill="#8d5a35"/><rect x="196" y="24" width="8" height="126" fill="#8d5a35"/>
  ${person({ x: 120, y: 150, s: 0.85, shirt: '#4f9de8', hair: '#2f2a28', apron: '#fff', wave: 'right' })}
  ${awning}
  <rect x="26" y="104" width="188" height="50" rx="6" fill="#b97a4b"/><rect x="22" y="98" width="196" height="10" rx="4" fill="#8d5a35"/>
  <circle cx="56" cy="90" r="9" fill="#e53935"/><circle cx="72" cy="90" r="9" fill="#e53935"/><circle cx="64" cy="78" r="9" fill="#ff6b6b"/>
  <circle cx="170" cy="90" r="9" fill="#fb8c00"/><circle cx="186" cy="90" r="9" fill="#fb8c00"/><circle cx="178" cy="78" r="9" fill="#ffa726"/>
  <ellipse cx="96" cy="92" rx="13" ry="6" fill="#e8a849"/><ellipse cx="144" cy="92" rx="11" ry="7" fill="#7cc46a"/>
  <path d="M0 150 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#d7c4a3"/>
`,
);

pictures['table'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#fff1e0"/>
  <rect x="94" y="18" width="56" height="46" rx="6" fill="#fff"/><rect x="99" y="23" width="46" height="36" rx="3" fill="#bfe6ff"/>
  <path d="M122 23 V59 M99 41 H145" stroke="#fff" stroke-width="4"/>
  ${person({ x: 48, y: 176, s: 0.95, shirt: '#e57373', hair: '#2f2a28', girl: true, longHair: true, wave: 'right' })}
  ${person({ x: 196, y: 168, s: 0.8, shirt: '#57b56a', hair: '#5b3a29', wave: 'left' })}
  <rect x="14" y="116" width="212" height="12" rx="5" fill="#c98b55"/><rect x="28" y="128" width="184" height="52" fill="#a86e3e"/>
  <path d="M74 116 Q74 94 98 94 H106 Q130 94 130 116 Z" fill="#2f7fd1"/><path d="M72 96 H132" stroke="#fff" stroke-width="3"/>
  <circle cx="88" cy="106" r="3" fill="#fff"/><circle cx="102" cy="108" r="3" fill="#fff"/><circle cx="116" cy="106" r="3" fill="#fff"/>
  <ellipse cx="102" cy="95" rx="26" ry="4" fill="#f6e7c8"/>
  <ellipse cx="156" cy="110" rx="22" ry="7" fill="#d9913f"/><ellipse cx="156" cy="107" rx="14" ry="4" fill="#f2c274"/>
`,
);

// ---- things (200 x 200) ----
pictures['doll'] = svg(
  200,
  200,
  `
  ${person({ x: 100, y: 194, s: 1.35, shirt: '#f06c9b', hair: '#e0823a', girl: true, bow: '#4f9de8', wave: 'both' })}
  <circle cx="90" cy="120" r="3.5" fill="#fff"/><circle cx="108" cy="132" r="3.5" fill="#fff"/><circle cx="94" cy="146" r="3.5" fill="#fff"/><circle cx="112" cy="108" r="3.5" fill="#fff"/>
  <circle cx="86" cy="52" r="1.6" fill="#fff"/><circle cx="108" cy="52" r="1.6" fill="#fff"/>
`,
);

pictures['body'] = svg(
  200,
  200,
  person({ x: 100, y: 194, s: 1.35, shirt: '#57b56a', hair: '#5b3a29', wave: 'both' }),
);

pictures['head'] = svg(
  200,
  200,
  `
  <path d="M40 200 Q40 166 100 166 Q160 166 160 200 Z" fill="#4f9de8"/>
  <rect x="86" y="146" width="28" height="28" fill="${SKIN}"/>
  <circle cx="40" cy="100" r="12" fill="${SKIN}"/><circle cx="160" cy="100" r="12" fill="${SKIN}"/>
  <circle cx="100" cy="98" r="60" fill="${SKIN}"/>
  <path d="M38 96 C32 26 168 22 162 96 C148 66 118 56 88 70 C72 60 48 72 38 96 Z" fill="#5b3a29"/>
  <circle cx="78" cy="102" r="7" fill="${INK}"/><circle cx="122" cy="102" r="7" fill="${INK}"/>
  <circle cx="80" cy="100" r="2" fill="#fff"/><circle cx="124" cy="100" r="2" fill="#fff"/>
  <path d="M96 112 Q100 122 104 112" stroke="#d9906a" stroke-width="4" stroke-linecap="round" fill="none"/>
  <circle cx="62" cy="122" r="9" fill="${CHEEK}" opacity=".6"/><circle cx="138" cy="122" r="9" fill="${CHEEK}" opacity=".6"/>
  <path d="M82 132 Q100 148 118 132" stroke="${INK}" stroke-width="5" stroke-linecap="round" fill="none"/>
`,
);

// ---- paint blobs, one per colour word ----
const PAINT = {
  red: 'красный',
  yellow: 'желтый',
  green: 'зеленый',
  blue: 'синий',
  'light-blue': 'голубой',
  orange: 'оранжевый',
  purple: 'фиолетовый',
  pink: 'розовый',
  white: 'белый',
  black: 'черный',
  brown: 'коричневый',
  grey: 'серый',
};
/** A round paint splat: seven soft lobes (a smooth closed curve through points) and droplets. */
function splatPath(cx, cy, r, lobes, depth) {
  const pts = [];
  const count = lobes * 4;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const rr = r + depth * Math.cos(a * lobes) + (i % 4 === 0 ? 4 : 0);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [
      pts[(i - 1 + count) % count],
      pts[i],
      pts[(i + 1) % count],
      pts[(i + 2) % count],
    ];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}
const SPLAT = splatPath(100, 100, 64, 7, 8);
for (const [name, word] of Object.entries(PAINT)) {
  const fill = COLOUR_FILLS[word];
  const edge = name === 'white' ? ` stroke="#c9ced6" stroke-width="4"` : '';
  pictures[`paint-${name}`] = svg(
    200,
    200,
    `
    <g fill="${fill}"${edge}>
      <path d="${SPLAT}"/>
      <circle cx="172" cy="56" r="9"/><circle cx="30" cy="160" r="11"/><circle cx="176" cy="150" r="6"/><circle cx="38" cy="40" r="6"/>
    </g>
    <ellipse cx="80" cy="76" rx="14" ry="8" transform="rotate(-35 80 76)" fill="#fff" opacity="${name === 'white' || name === 'yellow' ? 0.9 : 0.4}"/>
  `,
  );
}

// ---- white outline pictures to paint (game 3.0) ----
const outline = (body) =>
  svg(
    200,
    200,
    `<g fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
  );
const dots = (points, r = 3.5) =>
  points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}" stroke="none"/>`)
    .join('');

pictures['outline-apple'] = outline(`
  <path d="M100 62 C80 44 36 48 34 96 C32 142 64 180 86 178 C94 177 96 172 100 172 C104 172 106 177 114 178 C136 180 168 142 166 96 C164 48 120 44 100 62 Z"/>
  <path d="M100 62 C100 46 104 32 112 22" fill="none"/>
  <path d="M108 46 C118 26 144 24 154 32 C144 48 124 54 108 46 Z"/>
`);
const rays = [0, 45, 90, 135, 180, 225, 270, 315]
  .map((a) => {
    const r = (a * Math.PI) / 180;
    return `<path d="M${n(100 + 60 * Math.cos(r))} ${n(100 + 60 * Math.sin(r))} L${n(100 + 84 * Math.cos(r))} ${n(100 + 84 * Math.sin(r))}"/>`;
  })
  .join('');
pictures['outline-sun'] = outline(`
  ${rays}<circle cx="100" cy="100" r="44"/>
  ${dots(
    [
      [84, 92],
      [116, 92],
    ],
    5,
  )}
  <path d="M80 110 Q100 130 120 110" fill="none"/>
`);
pictures['outline-leaf'] = outline(`
  <path d="M44 158 C40 90 92 40 170 32 C168 110 120 162 44 158 Z"/>
  <path d="M44 158 L132 72 M78 124 L74 96 M100 102 L98 76 M86 116 L114 118 M108 94 L136 96" fill="none"/>
  <path d="M44 158 L26 178" fill="none"/>
`);
pictures['outline-carrot'] = outline(`
  <path d="M100 62 C90 38 74 28 60 24 C64 44 80 58 100 62 Z"/>
  <path d="M100 62 C98 38 104 22 112 12 C120 30 114 50 100 62 Z"/>
  <path d="M100 62 C112 42 130 36 144 36 C136 54 118 62 100 62 Z"/>
  <path d="M68 70 Q100 56 132 70 C130 112 114 152 100 186 C86 152 70 112 68 70 Z"/>
  <path d="M80 98 L94 98 M106 124 L118 124 M88 150 L98 150" fill="none"/>
`);
pictures['outline-grapes'] = outline(`
  <path d="M100 56 L100 30" fill="none"/>
  <path d="M100 38 C116 22 140 24 148 34 C136 50 114 50 100 38 Z"/>
  <circle cx="64" cy="76" r="20"/><circle cx="100" cy="72" r="20"/><circle cx="136" cy="76" r="20"/>
  <circle cx="82" cy="108" r="20"/><circle cx="118" cy="108" r="20"/>
  <circle cx="100" cy="140" r="20"/>
`);
pictures['outline-teddy'] = outline(`
  <circle cx="66" cy="34" r="16"/><circle cx="134" cy="34" r="16"/>
  <circle cx="72" cy="176" r="16"/><circle cx="128" cy="176" r="16"/>
  <circle cx="54" cy="126" r="16"/><circle cx="146" cy="126" r="16"/>
  <ellipse cx="100" cy="140" rx="44" ry="42"/><ellipse cx="100" cy="146" rx="22" ry="20"/>
  <circle cx="100" cy="66" r="40"/><ellipse cx="100" cy="82" rx="17" ry="13"/>
  <ellipse cx="100" cy="76" rx="6" ry="4" fill="${INK}"/>
  ${dots(
    [
      [85, 58],
      [115, 58],
    ],
    5,
  )}
`);
pictures['outline-strawberry'] = outline(`
  <path d="M100 182 C58 162 34 112 44 82 C52 62 80 60 100 66 C120 60 148 62 156 82 C166 112 142 162 100 182 Z"/>
  <path d="M64 72 L78 46 L100 60 L122 46 L136 72 C114 64 86 64 64 72 Z"/>
  <path d="M100 58 L100 30" fill="none"/>
  ${dots([
    [78, 94],
    [100, 88],
    [122, 94],
    [68, 116],
    [90, 112],
    [112, 112],
    [132, 116],
    [82, 136],
    [104, 134],
    [124, 136],
    [98, 156],
  ])}
`);
pictures['outline-lemon'] = outline(`
  <path d="M20 100 L36 92 C48 58 80 48 100 48 C120 48 152 58 164 92 L180 100 L164 108 C152 142 120 152 100 152 C80 152 48 142 36 108 Z"/>
  <path d="M66 76 Q82 64 100 66" fill="none"/>
`);
pictures['outline-cucumber'] = outline(`
  <g transform="rotate(-30 100 100)">
    <rect x="18" y="74" width="164" height="52" rx="26"/>
    <path d="M182 100 L194 100" fill="none"/>
    ${dots(
      [
        [44, 94],
        [66, 108],
        [88, 92],
        [110, 108],
        [132, 92],
        [154, 106],
      ],
      3.5,
    )}
  </g>
`);

// ---- lessons 1-11: a brother and a sister (the one meant glows in a family), toys ----
/** A family of four; `glow` lights the child meant ('boy' or 'girl') with a yellow halo. */
const sibling = (glow) =>
  svg(
    240,
    180,
    `
  <rect width="240" height="180" rx="18" fill="#fff4d9"/>
  <path d="M0 150 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#eccaa0"/>
  <circle cx="${glow === 'boy' ? 150 : 92}" cy="112" r="44" fill="#ffd25e" opacity=".75"/>
  ${person({ x: 40, y: 168, s: 0.95, shirt: '#e57373', hair: '#2f2a28', girl: true, longHair: true })}
  ${person({ x: 200, y: 168, s: 1, shirt: '#4f9de8', hair: '#2f2a28' })}
  ${person({ x: 92, y: 164, s: 0.68, shirt: '#f06c9b', hair: '#2f2a28', girl: true, bow: '#ffd25e', wave: glow === 'girl' ? 'right' : null })}
  ${person({ x: 150, y: 164, s: 0.68, shirt: '#57b56a', hair: '#5b3a29', wave: glow === 'boy' ? 'left' : null })}
`,
  );
pictures['brother'] = sibling('boy');
pictures['sister'] = sibling('girl');

/** A toy box with a ball, a bear's head and blocks in it: «игрушки». */
pictures['toy-box'] = svg(
  200,
  200,
  `
  <circle cx="62" cy="88" r="26" fill="#ef5350"/><path d="M36 88 H88" stroke="#fff" stroke-width="7"/>
  <circle cx="104" cy="58" r="10" fill="#a86e3e"/><circle cx="146" cy="58" r="10" fill="#a86e3e"/>
  <circle cx="125" cy="80" r="28" fill="#c98b55"/><ellipse cx="125" cy="90" rx="12" ry="9" fill="#f2c274"/>
  <circle cx="115" cy="76" r="3.5" fill="${INK}"/><circle cx="135" cy="76" r="3.5" fill="${INK}"/><circle cx="125" cy="87" r="4" fill="${INK}"/>
  <rect x="146" y="86" width="28" height="28" rx="4" fill="#ffd25e" transform="rotate(12 160 100)"/>
  <rect x="22" y="108" width="156" height="78" rx="10" fill="#4f9de8"/>
  <rect x="16" y="100" width="168" height="18" rx="6" fill="#2f7fd1"/>
  <path d="M70 150 L84 136 L98 150 L112 136 L126 150" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
`,
);

/** Three toy building blocks with letters, stacked: «кубики» (🎲 is a die). */
const block = (x, y, fill, letter) =>
  `<rect x="${x}" y="${y}" width="64" height="64" rx="8" fill="${fill}"/><rect x="${x + 8}" y="${y + 8}" width="48" height="48" rx="5" fill="#fff" opacity=".35"/><text x="${x + 32}" y="${y + 47}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="40" text-anchor="middle" fill="#fff">${letter}</text>`;
pictures['blocks'] = svg(
  200,
  200,
  `${block(30, 124, '#ef5350', 'А')}${block(104, 124, '#4f9de8', 'Б')}${block(67, 58, '#57b56a', 'В')}`,
);

// ==== lessons 12-20 (module 3): school, classroom, numbers to 20, home, clothes, weather, the
// table ====

// ---- coloured pencils for «Какого цвета карандаш?» (2.2): one pencil, lying diagonally ----
const PENCILS = { red: 'красный', blue: 'синий', 'light-blue': 'голубой', green: 'зеленый' };
for (const [name, word] of Object.entries(PENCILS)) {
  const fill = COLOUR_FILLS[word];
  pictures[`pencil-${name}`] = svg(
    200,
    200,
    `
    <g transform="rotate(-45 100 100)">
      <rect x="44" y="82" width="104" height="36" fill="${fill}"/>
      <rect x="44" y="82" width="104" height="12" fill="#fff" opacity=".25"/>
      <rect x="24" y="82" width="22" height="36" rx="4" fill="#f48fb1"/>
      <rect x="40" y="82" width="10" height="36" fill="#b0b7c3"/>
      <path d="M148 82 L184 100 L148 118 Z" fill="#f2c98f"/>
      <path d="M172 94 L184 100 L172 106 Z" fill="${fill}"/>
    </g>
  `,
  );
}

// ---- a classroom: the board, the teacher and a pupil at the desk (240 x 180) ----
pictures['classroom'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#fff4dc"/>
  <rect x="20" y="16" width="130" height="72" rx="6" fill="#8d5a35"/><rect x="26" y="22" width="118" height="60" rx="3" fill="#2f6b4f"/>
  <path d="M38 40 H76 M38 54 H96 M38 68 H66" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".85"/>
  <circle cx="116" cy="52" r="14" fill="none" stroke="#ffd25e" stroke-width="4"/>
  <path d="M0 140 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#e0c49a"/>
  ${person({ x: 60, y: 164, s: 0.95, shirt: '#9b6bd6', hair: '#2f2a28', girl: true, longHair: true, wave: 'left' })}
  ${person({ x: 184, y: 150, s: 0.75, shirt: '#4f9de8', hair: '#5b3a29', wave: 'right' })}
  <rect x="146" y="118" width="80" height="10" rx="3" fill="#c98b55"/><rect x="152" y="128" width="8" height="40" fill="#a86e3e"/><rect x="212" y="128" width="8" height="40" fill="#a86e3e"/>
  <rect x="160" y="110" width="26" height="8" rx="2" fill="#ef5350"/><rect x="190" y="111" width="22" height="7" rx="2" fill="#4f9de8"/>
`,
);

// ---- numbers 11-20, as keycaps like Twemoji's 1-10 ----
for (let i = 11; i <= 20; i++)
  pictures[`number-${i}`] = svg(
    200,
    200,
    `
    <rect x="8" y="8" width="184" height="184" rx="24" fill="#3b88c3"/>
    <text x="100" y="136" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="112" fill="#fff">${i}</text>
  `,
  );

// ---- furniture and tableware (200 x 200) ----
pictures['table-furniture'] = svg(
  200,
  200,
  `
  <ellipse cx="100" cy="184" rx="82" ry="8" fill="#000" opacity=".08"/>
  <rect x="34" y="86" width="14" height="96" rx="4" fill="#8d5a35"/><rect x="152" y="86" width="14" height="96" rx="4" fill="#8d5a35"/>
  <rect x="62" y="86" width="10" height="76" rx="3" fill="#6e4426"/><rect x="128" y="86" width="10" height="76" rx="3" fill="#6e4426"/>
  <path d="M14 76 H186 L174 96 H26 Z" fill="#c98b55"/><rect x="26" y="94" width="148" height="10" fill="#a86e3e"/>
`,
);
pictures['lamp'] = svg(
  200,
  200,
  `
  <path d="M66 132 L100 86 L134 132 Z" fill="#ffe9a8" opacity=".7"/>
  <ellipse cx="100" cy="182" rx="44" ry="10" fill="#5b3a29"/>
  <rect x="94" y="80" width="12" height="100" fill="#7b4a2a"/>
  <path d="M56 88 L76 22 H124 L144 88 Z" fill="#fdd835"/><path d="M56 88 H144" stroke="#f0b400" stroke-width="8" stroke-linecap="round"/>
  <circle cx="100" cy="96" r="9" fill="#fff6c9"/>
`,
);
pictures['plate'] = svg(
  200,
  200,
  `
  <ellipse cx="100" cy="108" rx="88" ry="62" fill="#c9ced6"/>
  <ellipse cx="100" cy="100" rx="88" ry="62" fill="#fff" stroke="#c9ced6" stroke-width="4"/>
  <ellipse cx="100" cy="100" rx="56" ry="38" fill="none" stroke="#4f9de8" stroke-width="5"/>
  <ellipse cx="100" cy="100" rx="70" ry="49" fill="none" stroke="#e3e6eb" stroke-width="3"/>
`,
);
pictures['fork'] = svg(
  200,
  200,
  `
  <g transform="rotate(-30 100 100)" fill="#aab2bd">
    <rect x="92" y="96" width="16" height="96" rx="8"/>
    <path d="M74 20 H82 V64 H90 V20 H98 V64 H104 V20 H112 V64 H118 V20 H126 V70 Q126 100 108 104 H92 Q74 100 74 70 Z"/>
  </g>
`,
);
const pialaPattern = [40, 70, 100, 130, 160]
  .map((x) => `<circle cx="${x}" cy="96" r="7" fill="#1e63d6"/>`)
  .join('');
pictures['piala'] = svg(
  200,
  200,
  `
  <ellipse cx="100" cy="168" rx="38" ry="8" fill="#1e63d6"/>
  <path d="M22 70 H178 Q174 140 118 162 H82 Q26 140 22 70 Z" fill="#fff" stroke="#c9ced6" stroke-width="4"/>
  ${pialaPattern}
  <path d="M34 114 Q100 136 166 114" fill="none" stroke="#1e63d6" stroke-width="5"/>
  <ellipse cx="100" cy="70" rx="78" ry="14" fill="#c07a2c" stroke="#c9ced6" stroke-width="4"/>
`,
);
pictures['glass'] = svg(
  200,
  200,
  `
  <path d="M52 24 H148 L136 180 H64 Z" fill="#e8f4fd" stroke="#9fc3e0" stroke-width="5" stroke-linejoin="round"/>
  <path d="M60 78 H140 L134 176 H66 Z" fill="#8fd0ff"/>
  <path d="M72 40 L76 160" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".8"/>
`,
);

// ---- white outlines to paint (3.0): clothes and weather ----
pictures['outline-tshirt'] = outline(`
  <path d="M72 30 Q100 48 128 30 L178 56 L160 96 L142 88 V176 H58 V88 L40 96 L22 56 Z"/>
  <path d="M72 30 Q100 62 128 30" fill="none"/>
`);
pictures['outline-cap'] = outline(`
  <path d="M30 130 C26 70 62 40 104 40 C146 40 172 72 170 130 Z"/>
  <path d="M30 130 H196 Q196 152 170 152 H40 Q30 152 30 130 Z"/>
  <path d="M100 40 V130 M64 56 Q80 90 78 130 M140 58 Q124 90 126 130" fill="none"/>
  <circle cx="102" cy="40" r="6"/>
`);
pictures['outline-sock'] = outline(`
  <path d="M70 18 H130 V112 L150 130 Q176 150 160 172 Q146 190 120 178 L64 142 Q50 132 62 118 L70 110 Z"/>
  <path d="M70 44 H130" fill="none"/>
`);
pictures['outline-dress'] = outline(`
  <path d="M80 16 L76 40 Q60 50 68 78 L28 180 H172 L132 78 Q140 50 124 40 L120 16 L108 20 Q100 32 92 20 Z"/>
  <path d="M68 78 H132" fill="none"/>
`);
pictures['outline-scarf'] = outline(`
  <path d="M40 40 Q100 66 160 40 L164 70 Q100 98 36 70 Z"/>
  <path d="M120 78 L150 78 L162 166 L126 170 Z"/>
  <path d="M130 170 V186 M142 168 V186 M154 167 V184" fill="none"/>
`);
pictures['outline-cloud'] = outline(`
  <path d="M44 148 C14 148 14 104 44 100 C42 70 76 56 96 72 C108 40 160 42 164 84 C192 84 196 148 160 148 Z"/>
`);
pictures['outline-drop'] = outline(`
  <path d="M100 18 C100 18 44 90 44 124 C44 156 70 182 100 182 C130 182 156 156 156 124 C156 90 100 18 100 18 Z"/>
  <path d="M70 124 Q70 146 88 156" fill="none"/>
`);
pictures['outline-tulip'] = outline(`
  <path d="M100 100 V186 M100 160 Q72 150 64 120 Q92 124 100 150" fill="none"/>
  <path d="M58 40 L78 62 L100 30 L122 62 L142 40 Q150 100 100 108 Q50 100 58 40 Z"/>
`);
pictures['outline-snowman'] = outline(`
  <circle cx="100" cy="136" r="50"/><circle cx="100" cy="60" r="34"/>
  ${dots([
    [88, 52],
    [112, 52],
    [100, 120],
    [100, 142],
  ])}
  <path d="M100 62 L122 68 L100 72" fill="none"/>
`);

// ---- my day (lesson 20): one girl through her day (240 x 180) ----
const DAY_GIRL = { shirt: '#f06c9b', hair: '#2f2a28', girl: true, bow: '#ffd25e' };
const windowPane = (x, y, sky, extra) =>
  `<rect x="${x}" y="${y}" width="64" height="52" rx="6" fill="#fff"/><rect x="${x + 5}" y="${y + 5}" width="54" height="42" rx="3" fill="${sky}"/>${extra}<path d="M${x + 32} ${y + 5} V${y + 47} M${x + 5} ${y + 26} H${x + 59}" stroke="#fff" stroke-width="4"/>`;
/** A meal at the table; the window tells the time of day. */
function meal(sky, inWindow, food) {
  return svg(
    240,
    180,
    `
    <rect width="240" height="180" rx="18" fill="#fff1e0"/>
    ${windowPane(150, 16, sky, inWindow)}
    ${person({ x: 96, y: 150, s: 0.95, ...DAY_GIRL })}
    <rect x="20" y="116" width="200" height="12" rx="5" fill="#c98b55"/><rect x="34" y="128" width="172" height="52" fill="#a86e3e"/>
    ${food}
  `,
  );
}
const bowl = (x, fill) =>
  `<path d="M${x - 18} 116 Q${x - 18} 102 ${x} 102 Q${x + 18} 102 ${x + 18} 116 Z" fill="#2f7fd1"/><ellipse cx="${x}" cy="103" rx="18" ry="4" fill="${fill}"/>`;
pictures['day-breakfast'] = meal(
  '#ffd9a8',
  `<circle cx="182" cy="60" r="11" fill="#ff9f43"/>`,
  `${bowl(70, '#f6e7c8')}<rect x="140" y="100" width="18" height="16" rx="3" fill="#fff"/><path d="M158 104 Q166 108 158 112" stroke="#fff" stroke-width="3" fill="none"/>`,
);
pictures['day-lunch'] = meal(
  '#9fd8ff',
  `<circle cx="182" cy="34" r="11" fill="#ffd25e"/>`,
  `${bowl(70, '#f2a65a')}<ellipse cx="156" cy="112" rx="24" ry="6" fill="#fff"/><ellipse cx="156" cy="108" rx="14" ry="5" fill="#f2c94c"/><circle cx="150" cy="106" r="2.5" fill="#e67e22"/><circle cx="160" cy="107" r="2.5" fill="#8d5a35"/>`,
);
pictures['day-dinner'] = meal(
  '#24305e',
  `<path d="M190 30 a12 12 0 1 0 6 22 a10 10 0 1 1 -6 -22 Z" fill="#ffe083"/><circle cx="166" cy="30" r="1.8" fill="#fff"/><circle cx="172" cy="50" r="1.5" fill="#fff"/>`,
  `<ellipse cx="70" cy="113" rx="24" ry="6" fill="#fff"/><ellipse cx="70" cy="110" rx="14" ry="4" fill="#7cc46a"/><path d="M136 116 V96 M144 116 V96" stroke="#aab2bd" stroke-width="4" stroke-linecap="round"/>`,
);
pictures['day-wash'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#dff3fb"/>
  <path d="M0 20 H240 M0 60 H240 M0 100 H240 M60 0 V180 M120 0 V180 M180 0 V180" stroke="#c4e6f3" stroke-width="2"/>
  <rect x="170" y="30" width="44" height="56" rx="6" fill="#f2c94c"/><path d="M170 44 H214" stroke="#fff" stroke-width="4"/>
  ${person({ x: 100, y: 176, s: 0.95, wave: 'both', ...DAY_GIRL })}
  <rect x="40" y="120" width="120" height="16" rx="8" fill="#fff" stroke="#c9ced6" stroke-width="3"/><rect x="90" y="136" width="20" height="44" fill="#e3e6eb"/>
  <path d="M128 120 V104 H140" stroke="#aab2bd" stroke-width="6" stroke-linecap="round" fill="none"/>
  <g fill="#4fc3f7"><path d="M74 54 q-5 8 0 10 q5 -2 0 -10 Z"/><path d="M126 48 q-5 8 0 10 q5 -2 0 -10 Z"/><path d="M84 34 q-4 7 0 9 q4 -2 0 -9 Z"/><path d="M118 30 q-4 7 0 9 q4 -2 0 -9 Z"/><path d="M138 108 q-4 7 0 9 q4 -2 0 -9 Z"/></g>
`,
);
pictures['day-play'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#fff1d6"/>
  <path d="M0 128 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#eccaa0"/>
  ${person({ x: 80, y: 162, s: 0.9, wave: 'right', ...DAY_GIRL })}
  <rect x="146" y="136" width="26" height="26" rx="3" fill="#4f9de8"/><rect x="174" y="136" width="26" height="26" rx="3" fill="#ef5350"/>
  <rect x="160" y="110" width="26" height="26" rx="3" fill="#ffd25e"/><rect x="160" y="84" width="26" height="26" rx="3" fill="#57b56a"/>
  <circle cx="210" cy="150" r="12" fill="#9b6bd6"/><path d="M198 150 H222" stroke="#fff" stroke-width="4"/>
`,
);
pictures['day-walk'] = svg(
  240,
  180,
  `
  <rect width="240" height="180" rx="18" fill="#d9f0ff"/>
  <circle cx="200" cy="34" r="16" fill="#ffd25e"/>
  ${cloud(60, 36)}
  <path d="M0 120 Q120 104 240 120 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#bfe3a5"/>
  <path d="M150 180 Q130 140 170 116 H186 Q150 140 176 180 Z" fill="#e8d3a9"/>
  <rect x="196" y="74" width="10" height="50" fill="#8d5a35"/><circle cx="201" cy="66" r="26" fill="#57b56a"/><circle cx="186" cy="80" r="16" fill="#4caf50"/>
  ${person({ x: 84, y: 164, s: 0.9, wave: 'left', ...DAY_GIRL })}
  <path d="M30 150 q6 -10 12 0 M44 156 q6 -10 12 0" stroke="#57b56a" stroke-width="3" fill="none"/>
  <circle cx="36" cy="140" r="5" fill="#f06c9b"/><circle cx="52" cy="146" r="5" fill="#ffd25e"/>
`,
);

/**
 * More drawings, one file per module (`scripts/content/drawn/*.mjs`), so the writers of two
 * modules never edit one file: each exports `default ({ svg, person, cloud, n, INK, SKIN, CHEEK })`
 * returning `{ name: svgText }`. A name given twice is an error.
 */
const moduleDir = path.join(repo, 'scripts/content/drawn');
const moduleFiles = existsSync(moduleDir)
  ? readdirSync(moduleDir)
      .filter((f) => f.endsWith('.mjs'))
      .sort()
  : [];
for (const file of moduleFiles) {
  const { default: draw } = await import(pathToFileURL(path.join(moduleDir, file)).href);
  for (const [name, text] of Object.entries(draw({ svg, person, cloud, n, INK, SKIN, CHEEK }))) {
    if (name in pictures) throw new Error(`${file}: the picture name ${name} is taken`);
    pictures[name] = text;
  }
}

mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(pictures))
  writeFileSync(path.join(outDir, `${name}.svg`), text);
console.log(`drew ${Object.keys(pictures).length} pictures into ${path.relative(repo, outDir)}`);
