/**
 * The project's own artwork, drawn as SVG (nothing is hot-linked or downloaded). `render.ts` writes the files
 * under ui/public/images; apartment photos are rasterised to WebP because the seed data names .webp files.
 */

const rng = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  lit: (i: number) => string,
): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + 10)}" y="${y + r * (h + 12)}" width="${w}" height="${h}" rx="2" fill="${lit(r * cols + c)}"/>`;
  return out;
}

function tree(x: number, y: number, s: number, leaf: string): string {
  return `<rect x="${x - 4 * s}" y="${y - 10 * s}" width="${8 * s}" height="${40 * s}" fill="#6b4423"/><circle cx="${x}" cy="${y - 30 * s}" r="${30 * s}" fill="${leaf}"/><circle cx="${x - 22 * s}" cy="${y - 14 * s}" r="${20 * s}" fill="${leaf}"/><circle cx="${x + 22 * s}" cy="${y - 14 * s}" r="${20 * s}" fill="${leaf}"/>`;
}

function tower(x: number, base: number, w: number, h: number, body: string, lit: (i: number) => string): string {
  const cols = Math.floor((w - 30) / 40);
  const rows = Math.floor((h - 50) / 44);
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${body}"/><rect x="${x - 8}" y="${base - h - 12}" width="${w + 16}" height="14" fill="#334155"/>${windows(x + 18, base - h + 24, cols, rows, 30, 32, lit)}`;
}

function lakeside(
  sky: [string, string],
  water: [string, string],
  body: string,
  litColor: string,
  dark: string,
  sun: string,
  seed: number,
): string {
  const rand = rng(seed);
  const lit = () => (rand() > 0.55 ? litColor : dark);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water[0]}"/><stop offset="1" stop-color="${water[1]}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#s)"/>${sun}
<path d="M0 420 L120 360 L260 390 L420 330 L560 380 L700 350 L900 390 L1100 340 L1300 380 L1450 350 L1600 380 V440 H0Z" fill="#64748b" opacity=".45"/>
${tower(560, 440, 230, 360, body, lit)}${tower(820, 440, 190, 290, body, lit)}${tower(400, 440, 140, 220, body, lit)}${tower(1040, 440, 150, 250, body, lit)}
<rect y="430" width="1600" height="170" fill="url(#w)"/>
<g opacity=".25" transform="translate(0 870) scale(1 -1)">${tower(560, 440, 230, 360, body, lit)}${tower(820, 440, 190, 290, body, lit)}</g>
<rect y="430" width="1600" height="14" fill="#4d7c0f"/>
${[80, 200, 300, 1240, 1360, 1500].map((x, i) => tree(x, 440, 1 + (i % 3) * 0.2, '#3f7d3a')).join('')}
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${150 + i * 240}" y="${480 + (i % 3) * 30}" width="${90 + (i % 2) * 40}" height="3" rx="1.5" fill="#fff" opacity=".35"/>`).join('')}
</svg>`;
}

function rooftop(): string {
  const rand = rng(7);
  const panels = [0, 1, 2, 3]
    .map(
      (i) =>
        `<g transform="translate(${980 + i * 130} 330) skewX(-20)"><rect width="110" height="70" fill="#1e3a8a"/><path d="M0 23H110M0 46H110M37 0V70M74 0V70" stroke="#93c5fd" stroke-width="2"/></g>`,
    )
    .join('');
  const beds = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${120 + i * 270}" y="440" width="230" height="60" rx="8" fill="#92400e"/>${[0, 1, 2, 3, 4].map((j) => `<circle cx="${150 + i * 270 + j * 42}" cy="${430 - rand() * 20}" r="${22 + rand() * 10}" fill="${['#16a34a', '#22c55e', '#15803d'][j % 3]}"/>`).join('')}${[0, 1, 2].map((j) => `<circle cx="${170 + i * 270 + j * 60}" cy="${415 - rand() * 15}" r="7" fill="${['#f472b6', '#facc15', '#fb923c'][j]}"/>`).join('')}`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#s)"/><circle cx="1380" cy="110" r="60" fill="#fde68a"/>
${[60, 220, 380, 1200, 1400].map((x, i) => `<rect x="${x}" y="${180 + (i % 3) * 40}" width="${120 + (i % 2) * 40}" height="320" fill="#94a3b8"/>${windows(x + 14, 200 + (i % 3) * 40, 3, 6, 22, 22, () => '#cbd5e1')}`).join('')}
<rect y="500" width="1600" height="100" fill="#d6d3d1"/><rect y="490" width="1600" height="14" fill="#a8a29e"/>
<path d="M0 470 H1600" stroke="#57534e" stroke-width="4"/>${[...Array(33)].map((_, i) => `<rect x="${i * 50}" y="455" width="4" height="40" fill="#57534e"/>`).join('')}
${panels}${beds}
<g transform="translate(860 380)"><rect x="-40" y="60" width="80" height="10" fill="#78350f"/><rect x="-30" y="70" width="6" height="40" fill="#78350f"/><rect x="24" y="70" width="6" height="40" fill="#78350f"/><path d="M-60 60 L0 -10 L60 60Z" fill="#f97316"/><rect x="-2" y="-10" width="4" height="120" fill="#475569"/></g>
</svg>`;
}

interface Room {
  wall: string;
  floor: string;
  accent: string;
  sofa: string;
  view: [string, string];
  kind: 'living' | 'bedroom' | 'kitchen';
}

function room({ wall, floor, accent, sofa, view, kind }: Room, w = 800, h = 600): string {
  const furniture =
    kind === 'living'
      ? `<rect x="${w * 0.12}" y="${h * 0.58}" width="${w * 0.42}" height="${h * 0.16}" rx="18" fill="${sofa}"/><rect x="${w * 0.1}" y="${h * 0.5}" width="${w * 0.46}" height="${h * 0.12}" rx="16" fill="${sofa}" opacity=".85"/><rect x="${w * 0.2}" y="${h * 0.8}" width="${w * 0.26}" height="${h * 0.05}" rx="6" fill="#78350f"/><circle cx="${w * 0.2}" cy="${h * 0.56}" r="22" fill="${accent}"/><circle cx="${w * 0.46}" cy="${h * 0.56}" r="22" fill="${accent}"/>`
      : kind === 'bedroom'
        ? `<rect x="${w * 0.1}" y="${h * 0.42}" width="${w * 0.46}" height="${h * 0.12}" rx="10" fill="#78350f"/><rect x="${w * 0.1}" y="${h * 0.52}" width="${w * 0.5}" height="${h * 0.22}" rx="12" fill="#f8fafc"/><rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.5}" height="${h * 0.16}" rx="10" fill="${sofa}"/><rect x="${w * 0.14}" y="${h * 0.5}" width="${w * 0.14}" height="${h * 0.06}" rx="10" fill="${accent}"/><rect x="${w * 0.32}" y="${h * 0.5}" width="${w * 0.14}" height="${h * 0.06}" rx="10" fill="${accent}"/>`
        : `<rect x="0" y="${h * 0.55}" width="${w * 0.6}" height="${h * 0.25}" fill="${sofa}"/><rect x="0" y="${h * 0.53}" width="${w * 0.62}" height="${h * 0.03}" fill="#e7e5e4"/>${[0, 1, 2].map((i) => `<rect x="${w * (0.03 + i * 0.2)}" y="${h * 0.6}" width="${w * 0.17}" height="${h * 0.17}" rx="4" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`).join('')}<rect x="${w * 0.05}" y="${h * 0.12}" width="${w * 0.5}" height="${h * 0.16}" fill="${sofa}"/><circle cx="${w * 0.22}" cy="${h * 0.5}" r="16" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${view[0]}"/><stop offset="1" stop-color="${view[1]}"/></linearGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#292524" stop-opacity=".4"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="${wall}"/>
<rect x="${w * 0.64}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.56}" fill="url(#v)"/>
<path d="M${w * 0.64} ${h * 0.5} L${w * 0.72} ${h * 0.42} L${w * 0.8} ${h * 0.47} L${w * 0.87} ${h * 0.38} L${w * 0.94} ${h * 0.45} V${h * 0.66} H${w * 0.64}Z" fill="#475569" opacity=".6"/>
<rect x="${w * 0.64}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.56}" fill="none" stroke="#f8fafc" stroke-width="10"/><path d="M${w * 0.79} ${h * 0.1} V${h * 0.66}" stroke="#f8fafc" stroke-width="6"/>
<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="url(#f)"/><rect y="${h * 0.79}" width="${w}" height="6" fill="#e7e5e4"/>
${furniture}
<g transform="translate(${w * 0.9} ${h * 0.62})"><rect x="-4" y="0" width="8" height="${h * 0.18}" fill="#334155"/><path d="M-30 0 L30 0 L18 -40 L-18 -40Z" fill="${accent}"/></g>
<g transform="translate(${w * 0.6} ${h * 0.78})"><rect x="-18" y="-30" width="36" height="30" rx="4" fill="#c2410c"/><circle cx="0" cy="-48" r="24" fill="#15803d"/><circle cx="-16" cy="-36" r="16" fill="#16a34a"/><circle cx="16" cy="-36" r="16" fill="#16a34a"/></g>
<rect x="${w * 0.12}" y="${h * 0.16}" width="${w * 0.16}" height="${h * 0.18}" fill="#f8fafc" stroke="#78350f" stroke-width="6" opacity="${kind === 'kitchen' ? 0 : 1}"/><path d="M${w * 0.14} ${h * 0.3} L${w * 0.19} ${h * 0.22} L${w * 0.23} ${h * 0.27} L${w * 0.26} ${h * 0.24} V${h * 0.32} H${w * 0.14}Z" fill="${accent}" opacity="${kind === 'kitchen' ? 0 : 0.8}"/>
</svg>`;
}

export const banners: string[] = [
  lakeside(
    ['#38bdf8', '#e0f2fe'],
    ['#0ea5e9', '#075985'],
    '#e2e8f0',
    '#bae6fd',
    '#7dd3fc',
    '<circle cx="1330" cy="120" r="70" fill="#fef08a"/>',
    3,
  ),
  lakeside(
    ['#312e81', '#fb923c'],
    ['#7c2d12', '#1e1b4b'],
    '#475569',
    '#fde047',
    '#1e293b',
    '<circle cx="1200" cy="380" r="90" fill="#fdba74" opacity=".9"/>',
    11,
  ),
  rooftop(),
  room(
    {
      wall: '#f5f5f4',
      floor: '#b45309',
      accent: '#0d9488',
      sofa: '#334155',
      view: ['#7dd3fc', '#f0f9ff'],
      kind: 'living',
    },
    1600,
    600,
  ),
];

export const apartments: string[] = [
  room({
    wall: '#fef3c7',
    floor: '#a16207',
    accent: '#dc2626',
    sofa: '#1e40af',
    view: ['#38bdf8', '#e0f2fe'],
    kind: 'living',
  }),
  room({
    wall: '#e0e7ff',
    floor: '#78350f',
    accent: '#f59e0b',
    sofa: '#4338ca',
    view: ['#fb923c', '#fde68a'],
    kind: 'bedroom',
  }),
  room({
    wall: '#ecfccb',
    floor: '#92400e',
    accent: '#e11d48',
    sofa: '#0f766e',
    view: ['#0ea5e9', '#bae6fd'],
    kind: 'kitchen',
  }),
  room({
    wall: '#fae8ff',
    floor: '#57534e',
    accent: '#0891b2',
    sofa: '#6b21a8',
    view: ['#1e3a8a', '#f97316'],
    kind: 'living',
  }),
  room({
    wall: '#f1f5f9',
    floor: '#b45309',
    accent: '#16a34a',
    sofa: '#9f1239',
    view: ['#7dd3fc', '#fefce8'],
    kind: 'bedroom',
  }),
  room({
    wall: '#ffedd5',
    floor: '#713f12',
    accent: '#2563eb',
    sofa: '#334155',
    view: ['#60a5fa', '#dbeafe'],
    kind: 'kitchen',
  }),
];

export const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0369a1"/><path d="M14 48V24l10-6v30M26 48V14l12 6v28M40 48V26l10 5v17" fill="#e0f2fe"/><path d="M10 50c6-3 12 3 18 0s12-3 18 0 8 2 8 2" stroke="#7dd3fc" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`;

export const defaultAvatar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cbd5e1"/><circle cx="32" cy="25" r="12" fill="#f8fafc"/><path d="M10 60c2-13 11-19 22-19s20 6 22 19" fill="#f8fafc"/></svg>`;
