/**
 * Module 05 «Природа» (lessons 26-30): what Twemoji lacks — grass, a cabbage, an apricot and a
 * pomegranate, counting pictures of them for «много» («три абрикоса», «много вишен»), and white
 * outlines to paint in the colour-matching game (3.0): a butterfly, a flower, a ladybird and a
 * mushroom. Drawn by scripts/content/draw-pictures.mjs.
 */
export default ({ svg, n, INK }) => {
  const pictures = {};

  // ---- single things (200 x 200) ----
  const blade = (x, h, lean, fill) =>
    `<path d="M${x - 7} 190 Q${x + lean * 0.4} ${190 - h * 0.6} ${x + lean} ${190 - h} Q${x + lean * 0.2 + 4} ${190 - h * 0.5} ${x + 7} 190 Z" fill="${fill}"/>`;
  const tuft = (cx, s, dark, light) =>
    [
      [-26, 70, -30],
      [-14, 110, -18],
      [-2, 140, 4],
      [10, 118, 22],
      [22, 86, 34],
      [-20, 92, 6],
      [4, 100, -16],
      [16, 128, 10],
    ]
      .map(([x, h, lean], i) => blade(cx + x * s, h * s, lean * s, i % 2 ? light : dark))
      .join('');
  pictures['grass'] = svg(
    200,
    200,
    `
    <path d="M10 186 H190 V192 Q190 198 184 198 H16 Q10 198 10 192 Z" fill="#8d6e4a"/>
    ${tuft(52, 0.8, '#3f9b46', '#6cc24a')}
    ${tuft(104, 1.05, '#4caf50', '#7ed35a')}
    ${tuft(154, 0.85, '#3f9b46', '#6cc24a')}
  `,
  );

  pictures['cabbage'] = svg(
    200,
    200,
    `
    <path d="M22 120 C14 70 56 38 100 40 C144 38 186 70 178 120 C172 168 138 186 100 186 C62 186 28 168 22 120 Z" fill="#7cc46a"/>
    <path d="M40 118 C40 78 70 58 100 58 C130 58 160 78 160 118 C160 156 134 174 100 174 C66 174 40 156 40 118 Z" fill="#b5e08f"/>
    <path d="M62 114 C62 86 80 72 100 72 C120 72 138 86 138 114 C138 142 120 158 100 158 C80 158 62 142 62 114 Z" fill="#d4efb0"/>
    <path d="M100 72 C92 96 92 130 100 158 M100 100 C88 94 76 96 68 104 M100 100 C112 94 124 96 132 104 M100 130 C88 124 74 126 64 134 M100 130 C112 124 126 126 136 134" stroke="#8cc56c" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M30 104 C40 112 48 130 50 150 M170 104 C160 112 152 130 150 150" stroke="#5aa84a" stroke-width="4" fill="none" stroke-linecap="round"/>
  `,
  );

  /** An apricot centred at (x, y), radius r: orange with a blush, a crease, a stem and a leaf. */
  const apricot = (x, y, r) => `
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fbb040"/>
    <path d="M${n(x + r * 0.1)} ${n(y - r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.1)} ${n(y + r)} A${n(r * 0.9)} ${n(r)} 0 0 0 ${n(x + r * 0.1)} ${n(y - r)} Z" fill="#f7941d"/>
    <circle cx="${n(x + r * 0.45)}" cy="${n(y + r * 0.15)}" r="${n(r * 0.35)}" fill="#f26d3d" opacity=".45"/>
    <path d="M${n(x)} ${n(y - r * 0.92)} Q${n(x - r * 0.25)} ${n(y)} ${n(x)} ${n(y + r * 0.92)}" stroke="#e07b12" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>
    <circle cx="${n(x - r * 0.45)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.13)}" fill="#fff" opacity=".55"/>
    <path d="M${n(x)} ${n(y - r * 0.9)} L${n(x + r * 0.08)} ${n(y - r * 1.22)}" stroke="#7a4a25" stroke-width="${n(r * 0.1)}" stroke-linecap="round"/>
    <path d="M${n(x + r * 0.08)} ${n(y - r * 1.15)} C${n(x + r * 0.4)} ${n(y - r * 1.5)} ${n(x + r * 0.95)} ${n(y - r * 1.4)} ${n(x + r * 1.05)} ${n(y - r * 1.2)} C${n(x + r * 0.75)} ${n(y - r * 0.95)} ${n(x + r * 0.35)} ${n(y - r * 0.98)} ${n(x + r * 0.08)} ${n(y - r * 1.15)} Z" fill="#4caf50"/>`;
  pictures['apricot'] = svg(200, 200, apricot(100, 112, 62));

  /** A pomegranate centred at (x, y), radius r: red, with its crown on top. */
  const pomegranate = (x, y, r) => `
    <path d="M${n(x - r * 0.3)} ${n(y - r * 0.86)} L${n(x - r * 0.42)} ${n(y - r * 1.32)} L${n(x - r * 0.16)} ${n(y - r * 1.1)} L${n(x)} ${n(y - r * 1.4)} L${n(x + r * 0.16)} ${n(y - r * 1.1)} L${n(x + r * 0.42)} ${n(y - r * 1.32)} L${n(x + r * 0.3)} ${n(y - r * 0.86)} Z" fill="#a61e2e"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#d7263d"/>
    <path d="M${n(x + r * 0.2)} ${n(y - r * 0.98)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.2)} ${n(y + r * 0.98)} A${n(r * 0.85)} ${n(r)} 0 0 0 ${n(x + r * 0.2)} ${n(y - r * 0.98)} Z" fill="#b71c35"/>
    <circle cx="${n(x - r * 0.42)}" cy="${n(y - r * 0.38)}" r="${n(r * 0.15)}" fill="#fff" opacity=".5"/>`;
  /** Half a pomegranate, cut side up: its seeds. */
  const seeds = (x, y, r) => {
    const grains = [];
    for (let row = -2; row <= 2; row++)
      for (let col = -3; col <= 3; col++) {
        const gx = x + col * r * 0.26 + (row % 2 ? r * 0.13 : 0);
        const gy = y + row * r * 0.24;
        if ((gx - x) ** 2 / (r * 0.82) ** 2 + (gy - y) ** 2 / (r * 0.62) ** 2 < 1)
          grains.push(`<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(r * 0.11)}" fill="#e0314b"/>`);
      }
    return `
    <ellipse cx="${n(x)}" cy="${n(y + r * 0.12)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="#b71c35"/>
    <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.94)}" ry="${n(r * 0.72)}" fill="#fbe3d0"/>
    ${grains.join('')}`;
  };
  pictures['pomegranate'] = svg(200, 200, `${pomegranate(82, 98, 62)}${seeds(150, 160, 40)}`);

  /** A pair of cherries whose stems meet at (x, y). */
  const cherries = (x, y, s) => `
    <path d="M${n(x)} ${n(y)} Q${n(x - 14 * s)} ${n(y + 18 * s)} ${n(x - 18 * s)} ${n(y + 40 * s)} M${n(x)} ${n(y)} Q${n(x + 8 * s)} ${n(y + 22 * s)} ${n(x + 16 * s)} ${n(y + 44 * s)}" stroke="#6d8b3a" stroke-width="${n(3 * s)}" fill="none" stroke-linecap="round"/>
    <path d="M${n(x)} ${n(y)} C${n(x + 8 * s)} ${n(y - 10 * s)} ${n(x + 20 * s)} ${n(y - 8 * s)} ${n(x + 24 * s)} ${n(y - 2 * s)} C${n(x + 14 * s)} ${n(y + 4 * s)} ${n(x + 6 * s)} ${n(y + 2 * s)} ${n(x)} ${n(y)} Z" fill="#57b56a"/>
    <circle cx="${n(x - 18 * s)}" cy="${n(y + 50 * s)}" r="${n(12 * s)}" fill="#c62828"/>
    <circle cx="${n(x + 16 * s)}" cy="${n(y + 54 * s)}" r="${n(12 * s)}" fill="#d32f2f"/>
    <circle cx="${n(x - 22 * s)}" cy="${n(y + 45 * s)}" r="${n(3.5 * s)}" fill="#fff" opacity=".6"/>
    <circle cx="${n(x + 12 * s)}" cy="${n(y + 49 * s)}" r="${n(3.5 * s)}" fill="#fff" opacity=".6"/>`;

  // ---- a squirrel (Twemoji has only a striped chipmunk) and a green grasshopper ----
  pictures['squirrel-red'] = svg(
    200,
    200,
    `
    <path d="M112 170 C150 176 186 150 184 104 C182 60 150 30 120 40 C98 48 96 76 114 84 C132 92 146 78 140 64 C156 74 164 100 156 124 C148 146 128 156 112 156 Z" fill="#d9772b"/>
    <path d="M150 70 C162 88 164 110 156 128" stroke="#f2a35e" stroke-width="7" fill="none" stroke-linecap="round"/>
    <ellipse cx="92" cy="136" rx="34" ry="40" fill="#e0843a"/>
    <ellipse cx="86" cy="146" rx="18" ry="26" fill="#fbe1c4"/>
    <ellipse cx="112" cy="176" rx="20" ry="9" fill="#c0652a"/>
    <ellipse cx="72" cy="178" rx="16" ry="8" fill="#c0652a"/>
    <circle cx="76" cy="86" r="30" fill="#e0843a"/>
    <path d="M58 66 L54 36 L72 58 Z M88 60 L96 32 L102 62 Z" fill="#c0652a"/>
    <path d="M54 36 L50 26 M96 32 L98 22" stroke="#c0652a" stroke-width="5" stroke-linecap="round"/>
    <ellipse cx="56" cy="96" rx="16" ry="12" fill="#fbe1c4"/>
    <circle cx="72" cy="80" r="5" fill="${INK}"/><circle cx="73.5" cy="78.5" r="1.6" fill="#fff"/>
    <circle cx="44" cy="92" r="4" fill="${INK}"/>
    <ellipse cx="70" cy="124" rx="15" ry="13" fill="#8d5a35"/>
    <path d="M58 120 Q70 108 82 120" fill="#6b4226"/>
    <ellipse cx="60" cy="130" rx="7" ry="6" fill="#e0843a"/><ellipse cx="82" cy="130" rx="7" ry="6" fill="#e0843a"/>
  `,
  );
  pictures['grasshopper'] = svg(
    200,
    200,
    `
    <path d="M36 150 H178" stroke="#8bc34a" stroke-width="4" stroke-linecap="round" opacity=".5"/>
    <path d="M112 112 L150 60 L176 146" stroke="#4e9a2f" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M176 146 L188 148" stroke="#4e9a2f" stroke-width="5" stroke-linecap="round"/>
    <path d="M84 128 L76 148 M100 130 L104 150 M66 122 L54 146" stroke="#4e9a2f" stroke-width="5" stroke-linecap="round"/>
    <path d="M40 112 C40 96 60 88 100 92 C140 96 168 104 172 116 C168 126 140 130 100 128 C62 126 40 124 40 112 Z" fill="#6cc24a"/>
    <path d="M64 100 C90 90 130 92 164 108 C140 106 100 104 66 110 Z" fill="#4e9a2f"/>
    <ellipse cx="44" cy="106" rx="22" ry="18" fill="#7ed35a"/>
    <circle cx="38" cy="100" r="6" fill="${INK}"/><circle cx="39.5" cy="98.5" r="2" fill="#fff"/>
    <path d="M42 90 C46 60 70 40 96 30 M34 90 C30 62 40 40 56 24" stroke="#4e9a2f" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M28 114 Q34 120 40 116" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
  `,
  );

  // ---- counting pictures for «много» (240 x 120 or 240 x 180) ----
  pictures['apricots-3'] = svg(
    240,
    120,
    `${apricot(44, 70, 32)}${apricot(120, 70, 32)}${apricot(196, 70, 32)}`,
  );
  pictures['pomegranates-2'] = svg(
    240,
    120,
    `${pomegranate(70, 72, 38)}${pomegranate(170, 72, 38)}`,
  );
  const manyCherries = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++)
      manyCherries.push(cherries(28 + col * 46 + (row % 2 ? 12 : 0), 12 + row * 56, 0.62));
  pictures['cherries-many'] = svg(260, 180, manyCherries.join(''));

  // ---- white outlines to paint (3.0) ----
  const outline = (body) =>
    svg(
      200,
      200,
      `<g fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
    );
  const dot = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}" stroke="none"/>`;
  pictures['outline-butterfly'] = outline(`
    <path d="M96 92 C70 40 22 30 18 62 C14 92 50 108 92 104 Z"/>
    <path d="M104 92 C130 40 178 30 182 62 C186 92 150 108 108 104 Z"/>
    <path d="M92 108 C56 110 36 140 52 160 C66 176 88 150 96 118 Z"/>
    <path d="M108 108 C144 110 164 140 148 160 C134 176 112 150 104 118 Z"/>
    <path d="M100 70 C92 70 90 90 92 120 C94 150 106 150 108 120 C110 90 108 70 100 70 Z" fill="${INK}"/>
    <path d="M98 72 C92 52 84 42 74 36 M102 72 C108 52 116 42 126 36" fill="none"/>
  `);
  const petals = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => `<ellipse cx="100" cy="46" rx="15" ry="28" transform="rotate(${a} 100 78)"/>`)
    .join('');
  pictures['outline-flower'] = outline(`
    <path d="M100 112 V190 M100 160 Q74 150 66 126 Q92 130 100 152" fill="none"/>
    ${petals}
    <circle cx="100" cy="78" r="20"/>
  `);
  pictures['outline-ladybird'] = outline(`
    <path d="M100 44 C56 44 30 84 30 118 C30 158 62 182 100 182 C138 182 170 158 170 118 C170 84 144 44 100 44 Z"/>
    <path d="M68 52 C70 28 130 28 132 52 C122 46 78 46 68 52 Z" fill="${INK}"/>
    <path d="M100 50 V182" fill="none"/>
    <path d="M84 30 L74 14 M116 30 L126 14" fill="none"/>
    ${dot(66, 96, 11)}${dot(134, 96, 11)}${dot(58, 138, 10)}${dot(142, 138, 10)}${dot(82, 164, 9)}${dot(118, 164, 9)}
  `);
  pictures['outline-mushroom'] = outline(`
    <path d="M80 110 C76 140 74 166 72 184 H128 C126 166 124 140 120 110 Z"/>
    <path d="M20 112 C20 60 56 24 100 24 C144 24 180 60 180 112 C150 120 50 120 20 112 Z"/>
    <circle cx="66" cy="70" r="11"/><circle cx="112" cy="52" r="10"/><circle cx="142" cy="86" r="11"/><circle cx="96" cy="92" r="8"/>
  `);

  return pictures;
};
