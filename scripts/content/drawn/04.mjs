// Module 04 «Город и дорога» (lessons 21–25): the pharmacy, the driver, the shop seller and the
// white outlines of the review's colour-matching game (3.0).
export default ({ svg, person, cloud, INK, SKIN }) => {
  const outline = (body) =>
    svg(
      200,
      200,
      `<g fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
    );
  return {
    // Аптека: a shop front under a big green cross, a pill in the window.
    pharmacy: svg(
      200,
      200,
      `
      <rect width="200" height="200" rx="18" fill="#dff3fb"/>
      <path d="M0 184 H200 V182 Q200 200 182 200 H18 Q0 200 0 182 Z" fill="#c9ced6"/>
      <rect x="22" y="70" width="156" height="116" fill="#f7f3ea"/>
      <rect x="14" y="60" width="172" height="16" rx="6" fill="#2e9e5b"/>
      <rect x="66" y="6" width="68" height="60" rx="12" fill="#fff" stroke="#2e9e5b" stroke-width="5"/>
      <rect x="92" y="14" width="16" height="44" rx="3" fill="#2e9e5b"/><rect x="78" y="28" width="44" height="16" rx="3" fill="#2e9e5b"/>
      <rect x="34" y="92" width="64" height="56" rx="4" fill="#bfe6ff" stroke="#8d5a35" stroke-width="4"/>
      <g transform="rotate(-35 66 120)"><rect x="46" y="110" width="20" height="20" rx="0" fill="#ef5350"/><path d="M46 110 H56 A10 10 0 0 0 56 130 H46 Z" fill="#ef5350" transform="translate(-10 0)"/><rect x="66" y="110" width="10" height="20" fill="#fff"/><path d="M76 110 A10 10 0 0 1 76 130 Z" fill="#fff"/></g>
      <rect x="116" y="100" width="48" height="86" rx="4" fill="#8d5a35"/><rect x="122" y="108" width="36" height="40" rx="3" fill="#bfe6ff"/>
      <circle cx="152" cy="150" r="3.5" fill="#ffd25e"/>
    `,
    ),
    // Водитель: a bus driver behind the wheel, seen through the windscreen.
    driver: svg(
      200,
      200,
      `
      <rect width="200" height="200" rx="18" fill="#f2b705"/>
      <rect x="16" y="16" width="168" height="140" rx="12" fill="#d9f0ff"/>
      ${person({ x: 100, y: 240, s: 1.3, shirt: '#4f9de8', hair: '#2f2a28' })}
      <path d="M68 84 Q70 52 100 52 Q130 52 132 84 Z" fill="#2f5fa8"/><rect x="60" y="80" width="80" height="9" rx="4.5" fill="#1d3d73"/>
      <rect x="93" y="60" width="14" height="9" rx="2" fill="#ffd25e"/>
      <rect x="0" y="156" width="200" height="44" fill="#f2b705"/>
      <rect x="0" y="182" width="200" height="18" rx="0" fill="#e0a100"/>
      <circle cx="28" cy="176" r="10" fill="#fff7c2"/><circle cx="172" cy="176" r="10" fill="#fff7c2"/>
      <circle cx="100" cy="160" r="34" fill="none" stroke="#33334d" stroke-width="9"/>
      <path d="M68 162 H132 M100 162 V192" stroke="#33334d" stroke-width="7" stroke-linecap="round"/>
      <circle cx="100" cy="162" r="9" fill="#33334d"/>
      <circle cx="71" cy="143" r="8" fill="${SKIN}"/><circle cx="129" cy="143" r="8" fill="${SKIN}"/>
    `,
    ),
    // Продавец: a seller in an apron behind the shop counter, the till on it, shelves behind.
    'shop-seller': svg(
      200,
      200,
      `
      <rect width="200" height="200" rx="18" fill="#fff1d6"/>
      <rect x="10" y="52" width="180" height="7" rx="3" fill="#a86e3e"/><rect x="10" y="100" width="180" height="7" rx="3" fill="#a86e3e"/>
      <rect x="16" y="28" width="18" height="24" rx="3" fill="#ef5350"/><rect x="38" y="34" width="16" height="18" rx="3" fill="#4f9de8"/>
      <rect x="150" y="30" width="16" height="22" rx="3" fill="#57b56a"/><rect x="170" y="36" width="16" height="16" rx="3" fill="#ffd25e"/>
      <rect x="16" y="78" width="16" height="22" rx="3" fill="#ffd25e"/><rect x="36" y="82" width="18" height="18" rx="3" fill="#9b6bd6"/>
      <rect x="148" y="80" width="18" height="20" rx="3" fill="#fb8c00"/><rect x="170" y="76" width="16" height="24" rx="3" fill="#ef5350"/>
      ${person({ x: 100, y: 214, s: 1.15, shirt: '#57b56a', hair: '#5b3a29', apron: '#fff', wave: 'right' })}
      <rect x="6" y="140" width="188" height="12" rx="5" fill="#8d5a35"/><rect x="14" y="152" width="172" height="48" fill="#b97a4b"/>
      <rect x="22" y="112" width="44" height="28" rx="4" fill="#6b7380"/><rect x="28" y="116" width="32" height="10" rx="2" fill="#9be39b"/>
      <rect x="30" y="102" width="24" height="10" rx="2" fill="#6b7380"/>
      <rect x="140" y="122" width="22" height="18" rx="3" fill="#ef5350"/><rect x="164" y="126" width="18" height="14" rx="3" fill="#ffd25e"/>
    `,
    ),
    // Улица: a row of houses along the pavement, the road in front, a street lamp and a tree.
    street: svg(
      240,
      180,
      `
      <rect width="240" height="180" rx="18" fill="#d9f0ff"/>
      ${cloud(50, 30, 0.9)}${cloud(180, 22, 0.7)}
      <rect x="14" y="58" width="56" height="76" fill="#f2c94c"/><path d="M8 62 L42 32 L76 62 Z" fill="#d9534f"/>
      <rect x="24" y="72" width="16" height="16" rx="2" fill="#bfe6ff"/><rect x="46" y="72" width="16" height="16" rx="2" fill="#bfe6ff"/><rect x="34" y="104" width="16" height="30" rx="2" fill="#8d5a35"/>
      <rect x="78" y="44" width="60" height="90" fill="#9fd3a8"/><path d="M72 48 L108 18 L144 48 Z" fill="#5b6b8c"/>
      <rect x="88" y="58" width="16" height="16" rx="2" fill="#bfe6ff"/><rect x="112" y="58" width="16" height="16" rx="2" fill="#bfe6ff"/>
      <rect x="88" y="84" width="16" height="16" rx="2" fill="#bfe6ff"/><rect x="112" y="84" width="16" height="16" rx="2" fill="#bfe6ff"/><rect x="100" y="108" width="16" height="26" rx="2" fill="#8d5a35"/>
      <rect x="146" y="64" width="52" height="70" fill="#f4a6a6"/><path d="M140 68 L172 40 L204 68 Z" fill="#8d5a35"/>
      <rect x="156" y="78" width="14" height="14" rx="2" fill="#bfe6ff"/><rect x="176" y="78" width="14" height="14" rx="2" fill="#bfe6ff"/><rect x="164" y="106" width="16" height="28" rx="2" fill="#8d5a35"/>
      <rect x="214" y="92" width="8" height="42" fill="#8d5a35"/><circle cx="218" cy="84" r="18" fill="#57b56a"/>
      <rect x="0" y="134" width="240" height="12" fill="#c9ced6"/>
      <path d="M0 146 H240 V162 Q240 180 222 180 H18 Q0 180 0 162 Z" fill="#5f6673"/>
      <path d="M12 162 H40 M64 162 H92 M116 162 H144 M168 162 H196 M220 162 H236" stroke="#fff" stroke-width="4"/>
      <rect x="202" y="70" width="4" height="64" fill="#33334d"/><rect x="196" y="64" width="16" height="8" rx="3" fill="#33334d"/><circle cx="204" cy="74" r="4" fill="#ffd25e"/>
    `,
    ),
    // Почта: the post office, a big envelope on its sign.
    'post-office': svg(
      200,
      200,
      `
      <rect width="200" height="200" rx="18" fill="#dff3fb"/>
      <path d="M0 184 H200 V182 Q200 200 182 200 H18 Q0 200 0 182 Z" fill="#c9ced6"/>
      <rect x="22" y="70" width="156" height="116" fill="#f7f3ea"/>
      <rect x="14" y="60" width="172" height="16" rx="6" fill="#2f7fd1"/>
      <rect x="56" y="8" width="88" height="58" rx="10" fill="#2f7fd1"/>
      <rect x="68" y="18" width="64" height="40" rx="4" fill="#fff"/><path d="M68 20 L100 42 L132 20" fill="none" stroke="#2f7fd1" stroke-width="4" stroke-linejoin="round"/>
      <rect x="34" y="92" width="64" height="56" rx="4" fill="#bfe6ff" stroke="#8d5a35" stroke-width="4"/>
      <rect x="116" y="100" width="48" height="86" rx="4" fill="#8d5a35"/><rect x="122" y="108" width="36" height="40" rx="3" fill="#bfe6ff"/>
      <circle cx="152" cy="150" r="3.5" fill="#ffd25e"/>
      <rect x="44" y="150" width="30" height="36" rx="4" fill="#f2b705"/><rect x="50" y="158" width="18" height="4" rx="2" fill="#33334d"/>
    `,
    ),
    // 3.0 outlines: a bus, a car, an umbrella, a handbag.
    'outline-bus': outline(`
      <path d="M22 46 Q22 34 34 34 H166 Q178 34 178 46 V146 H22 Z"/>
      <path d="M34 50 H70 V88 H34 Z M80 50 H116 V88 H80 Z M126 50 H166 V88 H126 Z"/>
      <path d="M22 110 H178" fill="none"/>
      <circle cx="58" cy="148" r="18"/><circle cx="142" cy="148" r="18"/>
    `),
    'outline-car': outline(`
      <path d="M20 140 V112 Q20 100 32 98 L56 94 L76 62 Q80 56 88 56 H128 Q136 56 140 62 L160 94 L172 98 Q182 102 182 114 V140 Z"/>
      <path d="M66 94 L84 66 H104 V94 Z M114 94 V66 H132 L150 94 Z"/>
      <circle cx="60" cy="142" r="18"/><circle cx="144" cy="142" r="18"/>
    `),
    'outline-umbrella': outline(`
      <path d="M100 150 V172 Q100 188 86 188 Q74 188 72 176" fill="none"/>
      <path d="M18 104 Q26 34 100 30 Q174 34 182 104 Q164 92 141 104 Q122 92 100 104 Q78 92 59 104 Q36 92 18 104 Z"/>
      <path d="M100 30 V150" fill="none"/>
      <path d="M100 30 Q66 56 59 104 M100 30 Q134 56 141 104" fill="none"/>
    `),
    'outline-bag': outline(`
      <path d="M66 78 V60 Q66 30 100 30 Q134 30 134 60 V78" fill="none"/>
      <path d="M40 78 H160 L176 176 Q176 184 168 184 H32 Q24 184 24 176 Z"/>
      <path d="M40 104 H160" fill="none"/>
    `),
  };
};
