/**
 * Module 06 «Неделя и праздники» (lessons 31–35): calendar pages for the days of the week
 * (the Russian week starts on Monday: 1 понедельник … 7 воскресенье, each day its own colour of
 * the rainbow), today / tomorrow / yesterday, the week, the day off; Navruz and sumalak; a child
 * jumping; the doira and the karnay; white outlines of holiday things to paint (3.0).
 */
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';
const DAYS = [
  { abbr: 'ПН', fill: '#e53935', text: '#fff' },
  { abbr: 'ВТ', fill: '#fb8c00', text: '#fff' },
  { abbr: 'СР', fill: '#fdd835', text: '#33334d' },
  { abbr: 'ЧТ', fill: '#2e9d46', text: '#fff' },
  { abbr: 'ПТ', fill: '#64b5f6', text: '#fff' },
  { abbr: 'СБ', fill: '#1e63d6', text: '#fff' },
  { abbr: 'ВС', fill: '#8e44ad', text: '#fff' },
];
const GREY = '#c9ccd6';

/** A calendar page: rings, a coloured head with the day's letters, the big number. */
function page({ x, y, w, h, day, grey = false, number = true, letters = true }) {
  const d = DAYS[day - 1];
  const fill = grey ? GREY : d.fill;
  const head = Math.round(h * 0.3);
  const ring = Math.max(3, Math.round(w * 0.045));
  const parts = [
    `<rect x="${x + 3}" y="${y + 5}" width="${w}" height="${h}" rx="${Math.round(w * 0.1)}" fill="#000" opacity=".12"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(w * 0.1)}" fill="#fff"/>`,
    `<path d="M${x} ${y + head} V${y + Math.round(w * 0.1)} Q${x} ${y} ${x + Math.round(w * 0.1)} ${y} H${x + w - Math.round(w * 0.1)} Q${x + w} ${y} ${x + w} ${y + Math.round(w * 0.1)} V${y + head} Z" fill="${fill}"/>`,
    `<rect x="${x + w * 0.25 - ring}" y="${y - ring * 2}" width="${ring * 2}" height="${ring * 4}" rx="${ring}" fill="#7a7f91"/>`,
    `<rect x="${x + w * 0.75 - ring}" y="${y - ring * 2}" width="${ring * 2}" height="${ring * 4}" rx="${ring}" fill="#7a7f91"/>`,
  ];
  if (letters)
    parts.push(
      `<text x="${x + w / 2}" y="${y + head * 0.74}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${Math.round(head * 0.62)}" fill="${grey ? '#fff' : d.text}">${d.abbr}</text>`,
    );
  if (number)
    parts.push(
      `<text x="${x + w / 2}" y="${y + head + (h - head) * 0.8}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${Math.round((h - head) * 0.78)}" fill="${grey ? GREY : d.fill === '#fdd835' ? '#e0a800' : d.fill}">${day}</text>`,
    );
  return parts.join('');
}

export default ({ svg, person, cloud, INK }) => {
  const pictures = {};

  // ---- the seven days: one calendar page each ----
  for (let day = 1; day <= 7; day++)
    pictures[`week-day-${day}`] = svg(200, 200, page({ x: 28, y: 24, w: 144, h: 160, day }));

  // ---- yesterday, today, tomorrow: three pages, the child stands under today ----
  const strip = (which) => {
    const at = { yesterday: 0, today: 1, tomorrow: 2 }[which];
    const pages = [3, 4, 5]
      .map((day, i) =>
        i === at
          ? ''
          : page({ x: 8 + i * 80, y: 40, w: 64, h: 76, day, grey: true, letters: false }),
      )
      .join('');
    const big = page({ x: at * 80 - 4, y: 22, w: 88, h: 104, day: 3 + at, letters: false });
    const arrow =
      at === 1
        ? ''
        : at === 2
          ? `<path d="M132 150 H176 M164 140 L178 150 L164 160" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
          : `<path d="M108 150 H64 M76 140 L62 150 L76 160" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    const star =
      at === 1
        ? `<path d="M120 132 L125 144 L138 145 L128 153 L131 166 L120 159 L109 166 L112 153 L102 145 L115 144 Z" fill="#ffcc33"/>`
        : '';
    return svg(
      240,
      240,
      `<rect width="240" height="240" rx="20" fill="#eef6ff"/>${pages}${big}${arrow}${star}${person({ x: 120, y: 236, s: 0.52, shirt: '#f06c9b', girl: true, bow: '#ffd25e' })}`,
    );
  };
  pictures['week-yesterday'] = strip('yesterday');
  pictures['week-today'] = strip('today');
  pictures['week-tomorrow'] = strip('tomorrow');

  // ---- the week: seven small pages ----
  pictures['week-all-days'] = svg(
    240,
    200,
    [1, 2, 3, 4, 5, 6, 7]
      .map((day) => {
        const row = day <= 4 ? 0 : 1;
        const col = row === 0 ? day - 1 : day - 5;
        const x0 = row === 0 ? 10 : 38;
        return page({ x: x0 + col * 56, y: 16 + row * 94, w: 48, h: 76, day });
      })
      .join(''),
  );

  // ---- the day off: Saturday and Sunday on one page, a sun and a ball ----
  pictures['week-day-off'] = svg(
    200,
    200,
    `
    <circle cx="168" cy="34" r="22" fill="#ffcc33"/>
    <rect x="19" y="39" width="150" height="150" rx="16" fill="#000" opacity=".12"/>
    <rect x="16" y="34" width="150" height="150" rx="16" fill="#fff"/>
    <path d="M16 80 V50 Q16 34 32 34 H150 Q166 34 166 50 V80 Z" fill="#e53935"/>
    <rect x="46" y="24" width="10" height="20" rx="5" fill="#7a7f91"/><rect x="126" y="24" width="10" height="20" rx="5" fill="#7a7f91"/>
    <text x="91" y="68" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="28" fill="#fff">СБ ВС</text>
    <text x="91" y="152" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="72" fill="#e53935">6 7</text>
    <circle cx="160" cy="164" r="26" fill="#fb8c00"/>
    <path d="M136 160 Q160 150 184 160 M160 138 Q150 164 160 190 M160 138 Q170 164 160 190" stroke="#fff" stroke-width="4" fill="none"/>
  `,
  );

  // ---- Navruz: a spring holiday table under an apricot tree in blossom ----
  const blossom = [
    [52, 40],
    [72, 28],
    [92, 42],
    [60, 60],
    [84, 62],
    [40, 58],
    [104, 56],
    [70, 46],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="13" fill="#f8bbd0"/><circle cx="${x}" cy="${y}" r="4" fill="#f06292"/>`,
    )
    .join('');
  pictures['navruz'] = svg(
    240,
    180,
    `
    <rect width="240" height="180" rx="18" fill="#d9f0ff"/>
    <circle cx="206" cy="34" r="18" fill="#ffd25e"/>
    ${cloud(150, 34, 0.8)}
    <path d="M0 118 Q120 100 240 118 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#bfe3a5"/>
    <path d="M70 120 V70 M70 86 L50 66 M70 80 L94 62" stroke="#8d5a35" stroke-width="8" stroke-linecap="round"/>
    ${blossom}
    ${person({ x: 30, y: 172, s: 0.5, shirt: '#f06c9b', girl: true, bow: '#ffd25e', wave: 'right' })}
    ${person({ x: 86, y: 174, s: 0.52, shirt: '#4f9de8', wave: 'left' })}
    <rect x="104" y="118" width="124" height="14" rx="5" fill="#c0392b"/>
    <path d="M104 125 h124" stroke="#ffd25e" stroke-width="3" stroke-dasharray="8 6"/>
    <rect x="114" y="132" width="10" height="34" fill="#8d5a35"/><rect x="208" y="132" width="10" height="34" fill="#8d5a35"/>
    <ellipse cx="136" cy="116" rx="22" ry="7" fill="#1e63d6"/>
    <path d="M118 112 q4 -22 8 0 q4 -24 8 0 q4 -26 8 0 q4 -24 8 0 q4 -22 6 0 z" fill="#57b56a"/>
    <ellipse cx="190" cy="116" rx="24" ry="8" fill="#1e63d6"/>
    <path d="M168 114 Q190 96 212 114 Z" fill="#7b4a2a"/>
    <path d="M176 104 q14 -6 28 0" stroke="#a9714b" stroke-width="3" fill="none"/>
  `,
  );

  // ---- sumalak: a big kazan of brown sumalak on the fire, a wooden paddle in it ----
  pictures['sumalak'] = svg(
    200,
    200,
    `
    <path d="M56 182 L72 150 L86 168 L100 140 L114 168 L128 150 L144 182 Z" fill="#fb8c00"/>
    <path d="M80 182 L92 162 L100 176 L108 162 L120 182 Z" fill="#fdd835"/>
    <path d="M26 84 H174 Q172 150 100 156 Q28 150 26 84 Z" fill="#555b61"/>
    <rect x="18" y="76" width="164" height="14" rx="7" fill="#3d4147"/>
    <ellipse cx="100" cy="82" rx="76" ry="9" fill="#7b4a2a"/>
    <path d="M40 82 q10 -4 20 0 q10 4 20 0 q10 -4 20 0 q10 4 20 0 q10 -4 20 0 q10 4 20 0" stroke="#9c6840" stroke-width="3" fill="none"/>
    <path d="M120 80 L160 18" stroke="#c58b52" stroke-width="9" stroke-linecap="round"/>
    <path d="M120 80 L104 92 L112 100 L128 88 Z" fill="#c58b52"/>
    <path d="M60 60 q-8 -12 0 -22 q8 -10 0 -22 M90 56 q-8 -12 0 -22 q8 -10 0 -22" stroke="#c9ccd6" stroke-width="5" fill="none" stroke-linecap="round"/>
  `,
  );

  // ---- jumping: a child in the air over a skipping rope ----
  pictures['jumping'] = svg(
    200,
    200,
    `
    <ellipse cx="100" cy="188" rx="30" ry="6" fill="#000" opacity=".15"/>
    <path d="M67 38 C44 120 56 176 100 176 C144 176 156 120 133 38" stroke="#e53935" stroke-width="4" fill="none"/>
    ${person({ x: 100, y: 144, s: 1, shirt: '#2e9d46', wave: 'both' })}
    <path d="M82 156 q18 8 36 0 M88 166 q12 6 24 0" stroke="#7a7f91" stroke-width="3" fill="none" stroke-linecap="round"/>
  `,
  );

  // ---- singing: a girl sings, notes fly from her ----
  const note = (x, y, s, fill) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="9" ry="7" transform="rotate(-20)"/><rect x="6" y="-34" width="4" height="34"/><path d="M6 -34 Q22 -28 20 -14 Q16 -24 10 -24 Z"/></g>`;
  pictures['singing'] = svg(
    200,
    200,
    `
    <rect width="200" height="200" rx="20" fill="#fff4d6"/>
    ${person({ x: 80, y: 192, s: 1.2, shirt: '#f06c9b', girl: true, bow: '#ffd25e' })}
    <ellipse cx="80" cy="82" rx="7" ry="6.5" fill="#b03a48"/>
    ${note(140, 70, 1.1, '#1e63d6')}${note(168, 40, 0.9, '#8e44ad')}${note(150, 120, 0.8, '#2e9d46')}
  `,
  );

  // ---- the doira: a frame drum with metal rings inside its rim ----
  const rings = Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    const x = Math.round((100 + 70 * Math.cos(a)) * 10) / 10;
    const y = Math.round((100 + 70 * Math.sin(a)) * 10) / 10;
    return `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="#9aa0a6" stroke-width="3"/>`;
  }).join('');
  pictures['doira'] = svg(
    200,
    200,
    `
    <circle cx="100" cy="100" r="88" fill="#a0522d"/>
    <circle cx="100" cy="100" r="80" fill="#c0733d"/>
    <circle cx="100" cy="100" r="62" fill="#f3dfb4"/>
    <path d="M100 46 q8 20 0 54 q-8 34 0 54 M46 100 q20 -8 54 0 q34 8 54 0" stroke="#e6c98f" stroke-width="3" fill="none"/>
    ${rings}
  `,
  );

  // ---- the karnay: a long brass horn ----
  pictures['karnay'] = svg(
    240,
    180,
    `
    <path d="M14 150 L186 54 L196 70 L26 166 Z" fill="#e0a800"/>
    <path d="M14 150 L22 146 L30 162 L26 166 Z" fill="#8d5a35"/>
    <path d="M178 48 Q216 10 236 26 Q232 70 204 86 Z" fill="#f2c037"/>
    <path d="M186 54 L196 70" stroke="#b88600" stroke-width="4"/>
    <ellipse cx="220" cy="48" rx="10" ry="30" transform="rotate(-40 220 48)" fill="#b88600"/>
    <path d="M60 122 L140 78" stroke="#fff3c4" stroke-width="3" stroke-linecap="round"/>
  `,
  );

  // ---- white outlines to paint (3.0): holiday things ----
  const outline = (body) =>
    svg(
      200,
      200,
      `<g fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
    );
  pictures['outline-new-year-tree'] = outline(`
    <path d="M100 18 L136 70 H118 L152 116 H130 L168 164 H32 L70 116 H48 L82 70 H64 Z"/>
    <rect x="88" y="164" width="24" height="22"/>
  `);
  pictures['outline-present'] = outline(`
    <rect x="32" y="78" width="136" height="100" rx="6"/>
    <rect x="24" y="56" width="152" height="28" rx="6"/>
    <path d="M92 56 V178 M108 56 V178" fill="none"/>
    <path d="M100 56 C80 20 48 30 62 50 C70 58 90 58 100 56 C110 58 130 58 138 50 C152 30 120 20 100 56 Z"/>
  `);
  pictures['outline-candle'] = outline(`
    <rect x="72" y="70" width="56" height="112" rx="6"/>
    <path d="M100 66 V52" fill="none"/>
    <path d="M100 16 C116 34 114 52 100 54 C86 52 84 34 100 16 Z"/>
  `);
  pictures['outline-balloon'] = outline(`
    <path d="M100 20 C62 20 44 50 44 80 C44 116 74 140 100 146 C126 140 156 116 156 80 C156 50 138 20 100 20 Z"/>
    <path d="M100 146 L92 156 H108 Z"/>
    <path d="M100 156 Q88 170 100 180 Q110 188 100 196" fill="none"/>
  `);
  pictures['outline-cake'] = outline(`
    <path d="M30 110 H170 V176 H30 Z"/>
    <path d="M30 110 Q47 130 65 110 Q82 130 100 110 Q117 130 135 110 Q152 130 170 110" fill="none"/>
    <rect x="60" y="64" width="12" height="46"/><rect x="94" y="64" width="12" height="46"/><rect x="128" y="64" width="12" height="46"/>
    <path d="M66 56 q8 -10 0 -22 q-8 12 0 22 Z M100 56 q8 -10 0 -22 q-8 12 0 22 Z M134 56 q8 -10 0 -22 q-8 12 0 22 Z"/>
  `);

  return pictures;
};
