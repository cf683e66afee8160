/**
 * Module 7 (lessons 36-40, «Я и мои друзья»): contrast pairs for «Какой?» (the one meant is
 * lit and pointed at, the other one faded), the cat-and-box scenes of «Где?», the friends of
 * «Мой друг» and three outlines to paint in the review.
 */
export default ({ svg, person, n, INK }) => {
  const pictures = {};
  const BG = '#eef7ff';
  const FLOOR = '#d9ecc9';

  // ---- lesson 36: contrast pairs (240 x 180) ----
  /** The lit mark behind the one meant, and an arrow pointing down at it. */
  const mark = (cx, top) =>
    `<path d="M${cx} ${top - 4} l-11 -14 h7 v-14 h8 v14 h7 Z" fill="#ff8f00"/>`;
  const glow = (cx, cy, rx, ry) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff3a6"/>`;
  /**
   * A pair: draw(which, cx) gives one thing standing on the floor line; box(which) is its glow
   * box [cy, rx, ry, top]. chosen: 0 (left) or 1 (right).
   */
  const pair = (draw, box, chosen) => {
    const xs = [70, 170];
    const parts = xs.map((cx, i) => {
      const [cy, rx, ry, top] = box(i);
      const lit = i === chosen;
      return `${lit ? glow(cx, cy, rx, ry) : ''}<g opacity="${lit ? 1 : 0.45}">${draw(i, cx)}</g>${lit ? mark(cx, top) : ''}`;
    });
    return svg(
      240,
      180,
      `<rect width="240" height="180" rx="18" fill="${BG}"/>
       <path d="M0 152 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="${FLOOR}"/>
       ${parts.join('')}`,
    );
  };

  const ball = (cx, r) => {
    const cy = 152 - r;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e53935"/>
      <path d="M${n(cx - r)} ${cy} Q${cx} ${n(cy + r * 0.5)} ${n(cx + r)} ${cy}" stroke="#fff" stroke-width="${n(r / 5)}" fill="none"/>
      <circle cx="${n(cx - r * 0.4)}" cy="${n(cy - r * 0.45)}" r="${n(r / 6)}" fill="#fff" opacity=".7"/>`;
  };
  const ballBox = (i) => (i === 0 ? [108, 50, 50, 50] : [138, 20, 20, 112]);

  const pencil = (cx, len) => {
    const top = 150 - len;
    return `<rect x="${cx - 9}" y="${top + 16}" width="18" height="${len - 22}" fill="#43a047"/>
      <rect x="${cx - 3}" y="${top + 16}" width="6" height="${len - 22}" fill="#66bb6a"/>
      <rect x="${cx - 9}" y="${150 - 10}" width="18" height="10" rx="3" fill="#f48fb1"/>
      <rect x="${cx - 9}" y="${150 - 14}" width="18" height="5" fill="#b0bec5"/>
      <path d="M${cx - 9} ${top + 16} L${cx} ${top} L${cx + 9} ${top + 16} Z" fill="#f3d19c"/>
      <path d="M${cx - 3} ${top + 5.5} L${cx} ${top} L${cx + 3} ${top + 5.5} Z" fill="${INK}"/>`;
  };
  const pencilBox = (i) => (i === 0 ? [88, 26, 68, 22] : [124, 22, 32, 96]);

  const building = (cx, floors) => {
    const w = 56;
    const h = 26 * floors + 10;
    const top = 152 - h;
    const windows = [];
    for (let f = 0; f < floors; f++)
      for (const dx of [-14, 14])
        windows.push(
          `<rect x="${cx + dx - 7}" y="${top + 10 + f * 26}" width="14" height="14" rx="2" fill="#fff59d"/>`,
        );
    return `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="4" fill="#42a5f5"/>
      <rect x="${cx - w / 2 - 4}" y="${top - 6}" width="${w + 8}" height="8" rx="3" fill="#1e88e5"/>
      ${windows.join('')}`;
  };
  const buildingBox = (i) => (i === 0 ? [92, 40, 66, 18] : [126, 40, 30, 98]);

  const book = (cx, thick) => {
    const top = 152 - thick;
    const lines = [];
    for (let y = top + 5; y < 150; y += 5)
      lines.push(`<path d="M${cx - 36} ${y} H${cx + 34}" stroke="#cfd8dc" stroke-width="1.5"/>`);
    return `<rect x="${cx - 42}" y="${top - 4}" width="84" height="${thick + 4}" rx="4" fill="#1e63c7"/>
      <rect x="${cx - 38}" y="${top}" width="78" height="${thick - 2}" rx="2" fill="#fff"/>
      ${lines.join('')}
      <rect x="${cx - 42}" y="${top - 4}" width="8" height="${thick + 4}" rx="3" fill="#154c9c"/>`;
  };
  const bookBox = (i) => (i === 0 ? [120, 52, 40, 86] : [140, 52, 20, 124]);

  const teddy = (cx, old) => {
    const fur = old ? '#a1887f' : '#8d5524';
    const light = old ? '#d7ccc8' : '#d9a066';
    const ear2 = old
      ? `<path d="M${cx + 14} ${64} l10 -12 l6 10 Z" fill="${fur}"/>`
      : `<circle cx="${cx + 20}" cy="64" r="11" fill="${fur}"/><circle cx="${cx + 20}" cy="64" r="5" fill="${light}"/>`;
    const patch = old
      ? `<rect x="${cx + 4}" y="112" width="16" height="14" fill="#90a4ae" transform="rotate(10 ${cx + 12} 119)"/>
         <path d="M${cx + 6} 112 v14 M${cx + 12} 112 v14 M${cx + 18} 113 v14" stroke="${INK}" stroke-width="1.2"/>
         <path d="M${cx - 24} 140 l6 4 M${cx - 20} 136 l6 4" stroke="${INK}" stroke-width="1.5"/>`
      : `<path d="M${cx - 40} 60 l3 -8 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 Z" fill="#ffca28"/>
         <path d="M${cx + 36} 100 l2 -6 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 Z" fill="#ffca28"/>
         <path d="M${cx - 13} 88 q13 8 26 0 l-5 7 q-8 4 -16 0 Z" fill="#e53935"/>`;
    const eyeR = `<circle cx="${cx + 8}" cy="78" r="3" fill="${INK}"/>`;
    const eyeL = old
      ? `<path d="M${cx - 11} 75 l6 6 M${cx - 5} 75 l-6 6" stroke="${INK}" stroke-width="2"/>`
      : `<circle cx="${cx - 8}" cy="78" r="3" fill="${INK}"/>`;
    return `<circle cx="${cx - 20}" cy="64" r="11" fill="${fur}"/><circle cx="${cx - 20}" cy="64" r="5" fill="${light}"/>${ear2}
      <ellipse cx="${cx - 16}" cy="146" rx="11" ry="7" fill="${fur}"/><ellipse cx="${cx + 16}" cy="146" rx="11" ry="7" fill="${fur}"/>
      <ellipse cx="${cx}" cy="122" rx="24" ry="26" fill="${fur}"/><ellipse cx="${cx}" cy="126" rx="13" ry="15" fill="${light}"/>
      <ellipse cx="${cx - 25}" cy="114" rx="7" ry="12" fill="${fur}"/><ellipse cx="${cx + 25}" cy="114" rx="7" ry="12" fill="${fur}"/>
      <circle cx="${cx}" cy="80" r="22" fill="${fur}"/><ellipse cx="${cx}" cy="88" rx="9" ry="7" fill="${light}"/>
      <ellipse cx="${cx}" cy="85" rx="3.5" ry="2.5" fill="${INK}"/>${eyeL}${eyeR}${patch}`;
  };
  const teddyBox = () => [104, 46, 58, 48];

  const hotCup = (cx) =>
    `<path d="M${cx - 26} 100 H${cx + 26} L${cx + 22} 150 H${cx - 22} Z" fill="#e53935"/>
     <path d="M${cx + 24} 108 q18 2 14 18 q-3 10 -16 12" stroke="#e53935" stroke-width="6" fill="none"/>
     <ellipse cx="${cx}" cy="100" rx="26" ry="6" fill="#8d5524"/>
     <path d="M${cx - 12} 90 q-8 -12 0 -22 q8 -10 0 -22 M${cx} 88 q-8 -12 0 -22 q8 -10 0 -22 M${cx + 12} 90 q-8 -12 0 -22 q8 -10 0 -22" stroke="#ff7043" stroke-width="4" stroke-linecap="round" fill="none"/>`;
  const coldGlass = (cx) =>
    `<path d="M${cx - 24} 84 H${cx + 24} L${cx + 19} 150 H${cx - 19} Z" fill="#e1f5fe"/>
     <path d="M${cx - 22} 100 H${cx + 22} L${cx + 19} 148 H${cx - 19} Z" fill="#ffa726"/>
     <rect x="${cx - 14}" y="96" width="14" height="14" rx="3" fill="#fff" opacity=".9" transform="rotate(-12 ${cx - 7} 103)"/>
     <rect x="${cx + 2}" y="104" width="13" height="13" rx="3" fill="#fff" opacity=".9" transform="rotate(14 ${cx + 8} 110)"/>
     <g stroke="#4fc3f7" stroke-width="3" stroke-linecap="round"><path d="M${cx + 30} 52 v22 M${cx + 20.5} 57.5 l19 11 M${cx + 20.5} 68.5 l19 -11"/></g>`;
  const tempBox = (i) => (i === 0 ? [112, 44, 54, 30] : [108, 44, 58, 36]);

  const pairs = [
    ['big', 'small', (i, cx) => ball(cx, i === 0 ? 44 : 14), ballBox],
    ['long', 'short', (i, cx) => pencil(cx, i === 0 ? 126 : 50), pencilBox],
    ['tall', 'low', (i, cx) => building(cx, i === 0 ? 5 : 1), buildingBox],
    ['thick', 'thin', (i, cx) => book(cx, i === 0 ? 50 : 8), bookBox],
    ['new', 'old', (i, cx) => teddy(cx, i === 1), teddyBox],
    ['hot', 'cold', (i, cx) => (i === 0 ? hotCup(cx) : coldGlass(cx)), tempBox],
  ];
  for (const [a, b, draw, box] of pairs) {
    pictures[`pair-${a}`] = pair(draw, box, 0);
    pictures[`pair-${b}`] = pair(draw, box, 1);
  }

  // ---- lesson 38: where is the cat? (240 x 180) ----
  const CAT = '#f39c33';
  const CAT_DARK = '#d9781f';
  /** A sitting cat, front view, feet at (x, y). */
  const cat = (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})">
      <path d="M18 -6 q26 -4 22 -30" stroke="${CAT}" stroke-width="7" stroke-linecap="round" fill="none"/>
      <ellipse cx="0" cy="-22" rx="20" ry="22" fill="${CAT}"/>
      <ellipse cx="0" cy="-16" rx="10" ry="13" fill="#ffe0b2"/>
      <ellipse cx="-9" cy="-2" rx="7" ry="4" fill="${CAT}"/><ellipse cx="9" cy="-2" rx="7" ry="4" fill="${CAT}"/>
      <path d="M-20 -62 L-16 -82 L-4 -68 Z M20 -62 L16 -82 L4 -68 Z" fill="${CAT}"/>
      <path d="M-16 -66 L-14 -76 L-8 -69 Z M16 -66 L14 -76 L8 -69 Z" fill="#f8bbd0"/>
      <circle cx="0" cy="-56" r="20" fill="${CAT}"/>
      <path d="M-10 -70 l3 6 M0 -74 v7 M10 -70 l-3 6" stroke="${CAT_DARK}" stroke-width="2.5" stroke-linecap="round"/>
      <ellipse cx="-7" cy="-57" rx="3" ry="4" fill="${INK}"/><ellipse cx="7" cy="-57" rx="3" ry="4" fill="${INK}"/>
      <path d="M-2.5 -50 h5 l-2.5 3 Z" fill="#e57373"/>
      <path d="M-6 -45 q3 3 6 0 q3 3 6 0" stroke="${INK}" stroke-width="1.6" fill="none"/>
      <path d="M-8 -48 h-12 M-8 -46 l-11 4 M8 -48 h12 M8 -46 l11 4" stroke="${INK}" stroke-width="1.2"/>
    </g>`;
  /** A cardboard box, bottom centre at (x, y); open: flaps up. */
  const box = (x, y, w = 76, h = 56, open = false) => {
    const l = x - w / 2;
    const t = y - h;
    const flaps = open
      ? `<path d="M${l} ${t} l-14 -18 h${w / 2} l14 18 Z M${l + w} ${t} l14 -18 h${-w / 2} l-14 18 Z" fill="#c8955c"/>`
      : `<rect x="${x - 7}" y="${t}" width="14" height="${n(h * 0.45)}" fill="#e8d3a9"/>`;
    return `<rect x="${l}" y="${t}" width="${w}" height="${h}" rx="3" fill="#b9834b"/>
      <rect x="${l}" y="${t}" width="${w}" height="7" fill="#a8733d"/>${flaps}`;
  };
  const scene = (body) =>
    svg(
      240,
      180,
      `<rect width="240" height="180" rx="18" fill="#fff4e0"/>
       <path d="M0 150 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#e9c99a"/>${body}`,
    );
  // in: the box open, the cat looking out of it (the box in front hides its body)
  pictures['cat-in-box'] = scene(`${cat(120, 124, 1)}${box(120, 156, 96, 64, true)}`);
  // on: the cat sitting on the closed box
  pictures['cat-on-box'] = scene(`${box(120, 156, 96, 64)}${cat(120, 94, 0.9)}`);
  // under: the box upside down, one side propped up; the cat's face under its edge
  pictures['cat-under-box'] = scene(
    `<g transform="rotate(-25 40 150)"><rect x="40" y="70" width="130" height="80" rx="3" fill="#b9834b"/><rect x="40" y="143" width="130" height="7" fill="#a8733d"/></g>
     <rect x="152" y="92" width="7" height="62" rx="3" fill="#8d5a35"/>
     ${cat(118, 156, 0.55)}`,
  );
  // behind: the closed box in front, the cat's ears and eyes over it and its tail at the side
  pictures['cat-behind-box'] = scene(
    `${cat(120, 118, 1)}${box(120, 156, 110, 82)}
     <path d="M172 124 q20 -8 16 -30" stroke="${CAT}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  );
  // in front of: the cat sits before the box, lower in the picture and bigger
  pictures['cat-in-front-of-box'] = scene(`${box(120, 140, 110, 82)}${cat(120, 172, 1)}`);
  // next to: the cat beside the box on the same floor
  pictures['cat-next-to-box'] = scene(`${box(84, 156, 96, 64)}${cat(172, 156, 0.9)}`);
  // between: a box on each side
  pictures['cat-between-boxes'] = scene(
    `${box(50, 156, 72, 56)}${box(190, 156, 72, 56)}${cat(120, 156, 0.85)}`,
  );
  // over: the cat leaping over the box
  pictures['cat-over-box'] = scene(
    `${box(120, 156, 80, 50)}
     <path d="M36 150 Q60 30 120 24 Q180 30 204 150" stroke="#bdbdbd" stroke-width="3" stroke-dasharray="6 6" fill="none"/>
     <g transform="rotate(10 120 40)">${cat(120, 88, 0.75)}</g>`,
  );

  // wardrobe and shelf (200 x 200)
  pictures['wardrobe'] = svg(
    200,
    200,
    `<rect x="36" y="14" width="128" height="168" rx="6" fill="#a86e3e"/>
     <rect x="44" y="22" width="54" height="152" rx="3" fill="#c98b55"/><rect x="102" y="22" width="54" height="152" rx="3" fill="#c98b55"/>
     <rect x="88" y="82" width="5" height="26" rx="2" fill="#ffd25e"/><rect x="107" y="82" width="5" height="26" rx="2" fill="#ffd25e"/>
     <rect x="44" y="182" width="14" height="10" fill="#8d5a35"/><rect x="142" y="182" width="14" height="10" fill="#8d5a35"/>`,
  );
  pictures['shelf'] = svg(
    200,
    200,
    `<rect x="20" y="112" width="160" height="12" rx="3" fill="#a86e3e"/>
     <path d="M44 124 v22 l14 -22 Z M142 124 v22 l14 -22 Z" fill="#8d5a35"/>
     <rect x="36" y="62" width="14" height="50" rx="2" fill="#e53935"/><rect x="52" y="54" width="16" height="58" rx="2" fill="#1e88e5"/>
     <rect x="70" y="66" width="12" height="46" rx="2" fill="#43a047"/>
     <rect x="86" y="60" width="14" height="52" rx="2" fill="#fdd835" transform="rotate(14 93 112)"/>
     <circle cx="146" cy="92" r="20" fill="#f06c9b"/><path d="M126 92 H166" stroke="#fff" stroke-width="5"/>`,
  );

  // ---- lesson 39: friends (240 x 180) ----
  const park = (body) =>
    svg(
      240,
      180,
      `<rect width="240" height="180" rx="18" fill="#d9f0ff"/>
       <path d="M0 132 Q120 116 240 132 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#bfe3a5"/>${body}`,
    );
  const heart = (x, y, s = 1, fill = '#ef5350') =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 8 C-14 -2 -12 -14 -5 -14 C-2 -14 0 -11 0 -9 C0 -11 2 -14 5 -14 C12 -14 14 -2 0 8 Z" fill="${fill}"/>`;
  const LOLA = { shirt: '#f06c9b', hair: '#2f2a28', girl: true, bow: '#ffd25e' };
  const MADINA = { shirt: '#9b6bd6', hair: '#5b3a29', girl: true, longHair: true };
  const TIMUR = { shirt: '#4f9de8', hair: '#5b3a29' };
  const ANVAR = { shirt: '#57b56a', hair: '#2f2a28' };

  pictures['friends-three'] = park(
    `${person({ x: 62, y: 160, s: 0.8, wave: 'left', ...TIMUR })}
     ${person({ x: 120, y: 160, s: 0.8, wave: 'both', ...LOLA })}
     ${person({ x: 178, y: 160, s: 0.8, wave: 'right', ...ANVAR })}
     ${heart(92, 40, 1.2)}${heart(150, 34, 1.2, '#ffb300')}`,
  );
  pictures['play-ball'] = park(
    `${person({ x: 50, y: 160, s: 0.8, wave: 'right', ...TIMUR })}
     ${person({ x: 190, y: 160, s: 0.8, wave: 'left', ...LOLA })}
     <path d="M80 60 Q120 20 160 56" stroke="#9e9e9e" stroke-width="3" stroke-dasharray="5 6" fill="none"/>
     <circle cx="120" cy="40" r="15" fill="#e53935"/><path d="M105 40 Q120 48 135 40" stroke="#fff" stroke-width="4" fill="none"/>`,
  );
  /** The child with one arm reaching forward (to the right, or to the left with side -1). */
  const reaching = (opts, side) => {
    const d =
      side === 1
        ? ['M17 -72 L27 -44', 'cx="27" cy="-44"']
        : ['M-17 -72 L-27 -44', 'cx="-27" cy="-44"'];
    const to =
      side === 1
        ? ['M17 -72 L44 -64', 'cx="44" cy="-64"']
        : ['M-17 -72 L-44 -64', 'cx="-44" cy="-64"'];
    return person(opts).replace(d[0], to[0]).replace(d[1], to[1]);
  };
  pictures['share-apple'] = park(
    `${reaching({ x: 70, y: 160, s: 0.85, ...MADINA }, 1)}
     ${reaching({ x: 170, y: 160, s: 0.85, ...TIMUR }, -1)}
     <path d="M112 88 a12 12 0 0 0 0 24 Z" fill="#e53935"/><path d="M110 90 a10 10 0 0 0 0 20 Z" fill="#fff3e0"/>
     <path d="M128 88 a12 12 0 0 1 0 24 Z" fill="#e53935"/><path d="M130 90 a10 10 0 0 1 0 20 Z" fill="#fff3e0"/>
     <path d="M112 88 q2 -8 8 -10" stroke="#6d4c41" stroke-width="2.5" fill="none"/>
     ${heart(120, 50, 1)}`,
  );

  /** A child on the left and a speech bubble on the right holding `inner` (centred at 160, 70). */
  const says = (kid, inner) =>
    park(
      `${person({ x: 60, y: 164, s: 0.9, ...kid })}
       <path d="M110 34 H214 Q226 34 226 46 V98 Q226 110 214 110 H124 L96 124 L110 104 Q106 100 106 92 V46 Q106 34 118 34 Z" fill="#fff" stroke="${INK}" stroke-width="2.5"/>
       ${inner}`,
    );
  const candles = [130, 148, 166, 184]
    .map(
      (x) =>
        `<rect x="${x - 3}" y="64" width="6" height="22" rx="2" fill="#4f9de8"/><path d="M${x} 52 q5 6 0 10 q-5 -4 0 -10 Z" fill="#ff9800"/>`,
    )
    .join('');
  pictures['ask-age'] = says(
    LOLA,
    `${candles}<rect x="122" y="86" width="74" height="12" rx="4" fill="#f8bbd0"/>
     <text x="208" y="86" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="34" text-anchor="middle" fill="#ef5350">?</text>`,
  );
  pictures['age-seven'] = says(
    TIMUR,
    `<text x="166" y="96" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="60" text-anchor="middle" fill="#4f9de8">7</text>`,
  );
  const smallHouse = (x, y) =>
    `<path d="M${x - 26} ${y - 30} L${x} ${y - 54} L${x + 26} ${y - 30} Z" fill="#e53935"/>
     <rect x="${x - 20}" y="${y - 30}" width="40" height="30" fill="#ffd25e"/>
     <rect x="${x - 6}" y="${y - 18}" width="12" height="18" fill="#8d5a35"/>`;
  pictures['ask-home'] = says(
    MADINA,
    `${smallHouse(150, 98)}<text x="204" y="92" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="40" text-anchor="middle" fill="#ef5350">?</text>`,
  );
  pictures['i-live'] = park(
    `${person({ x: 66, y: 164, s: 0.9, wave: 'right', ...ANVAR })}
     <path d="M126 82 L176 40 L226 82 Z" fill="#e53935"/>
     <rect x="136" y="82" width="80" height="66" fill="#ffd25e"/>
     <rect x="166" y="110" width="20" height="38" fill="#8d5a35"/>
     <rect x="144" y="92" width="16" height="16" fill="#bfe6ff"/><rect x="194" y="92" width="16" height="16" fill="#bfe6ff"/>`,
  );
  pictures['lets-be-friends'] = park(
    `${reaching({ x: 78, y: 160, s: 0.85, ...TIMUR }, 1)}
     ${reaching({ x: 162, y: 160, s: 0.85, ...MADINA }, -1)}
     ${heart(120, 42, 1.6)}`,
  );

  // ---- lesson 40: outlines to paint (200 x 200) ----
  const outline = (body) =>
    svg(
      200,
      200,
      `<g fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
    );
  pictures['outline-box'] = outline(
    `<path d="M30 70 L100 44 L170 70 L100 96 Z"/><path d="M30 70 V150 L100 176 V96 Z"/><path d="M170 70 V150 L100 176 V96 Z"/>`,
  );
  pictures['outline-cat'] = outline(
    `<path d="M132 170 q50 -6 40 -60" fill="none"/>
     <ellipse cx="100" cy="136" rx="40" ry="40"/>
     <path d="M62 64 L66 22 L88 46 Z"/><path d="M138 64 L134 22 L112 46 Z"/>
     <circle cx="100" cy="74" r="38"/>
     <circle cx="86" cy="72" r="3" fill="${INK}"/><circle cx="114" cy="72" r="3" fill="${INK}"/>
     <path d="M94 88 q6 6 12 0" fill="none"/>`,
  );
  pictures['outline-ball'] = outline(
    `<circle cx="100" cy="100" r="76"/><path d="M24 100 Q100 150 176 100" fill="none"/>`,
  );
  return pictures;
};
