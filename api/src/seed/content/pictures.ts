/**
 * Pictures for the demo posts, drawn as SVG and rendered by sharp at seed time: gradient
 * skies, hills, a night skyline, a bowl of bibimbap and so on. Nothing is downloaded.
 * Each scene takes a seed, so the same post always gets the same picture.
 */
export type Scene =
  | 'sea'
  | 'mountains'
  | 'city'
  | 'cafe'
  | 'bibimbap'
  | 'noodles'
  | 'confetti'
  | 'room'
  | 'bicycle'
  | 'river'
  | 'market'
  | 'bins'
  | 'welcome';

export interface Picture {
  scene: Scene;
  seed: number;
}

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 900;
const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const linear = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops
    .map((colour, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('') +
  '</linearGradient>';

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/>` +
  `<stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** A ridge line across the picture, as a filled polygon down to the bottom. */
function ridge(r: ReturnType<typeof random>, base: number, amplitude: number, colour: string) {
  const points: string[] = [`0,${H}`];
  const steps = 8;
  for (let i = 0; i <= steps; i += 1) {
    points.push(`${(i / steps) * W},${base - r.between(0, amplitude)}`);
  }
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

const SCENES: Record<Scene, (seed: number) => string> = {
  sea(seed) {
    const r = random(seed);
    const sunX = r.between(250, 950);
    const waves = Array.from({ length: 7 }, (_, i) => {
      const y = 560 + i * 45;
      const d = `q 50 ${-14 - i} 100 0 t 100 0 `.repeat(7);
      return `<path d="M -50 ${y} ${d}" fill="none" stroke="#ffffff" stroke-opacity="${0.5 - i * 0.05}" stroke-width="4"/>`;
    }).join('');
    return svg(
      linear('sky', ['#ffb88c', '#ffd6a5', '#fdf1d6']) +
        linear('water', ['#3aa3c9', '#1c6e9c', '#0d3f66']) +
        radial('glow', '#fff3c4', '#ffb88c'),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="${sunX}" cy="420" r="220" fill="url(#glow)"/>` +
        `<circle cx="${sunX}" cy="430" r="85" fill="#fff5d6"/>` +
        `<rect y="520" width="${W}" height="${H - 520}" fill="url(#water)"/>` +
        waves +
        `<path d="M 0 ${H} L 0 820 Q 400 770 ${W} 850 L ${W} ${H} Z" fill="#f4dcb0"/>`,
    );
  },

  mountains(seed) {
    const r = random(seed);
    return svg(
      linear('sky', ['#8ec5fc', '#c6e2ff', '#eaf4ff']) + radial('glow', '#fffbe6', '#c6e2ff'),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="${r.between(200, 1000)}" cy="200" r="150" fill="url(#glow)"/>` +
        `<circle cx="${r.between(200, 1000)}" cy="${r.between(120, 220)}" r="55" fill="#fffdf2" opacity="0.9"/>` +
        ridge(r, 470, 180, '#9db8d9') +
        ridge(r, 580, 160, '#6f93b8') +
        ridge(r, 690, 140, '#3f6f56') +
        ridge(r, 800, 90, '#2c5140') +
        Array.from({ length: 14 }, () => {
          const x = r.between(0, W);
          const y = r.between(760, 880);
          const h = r.between(60, 120);
          return `<polygon points="${x},${y - h} ${x - h / 3},${y} ${x + h / 3},${y}" fill="#1f3d2f"/>`;
        }).join(''),
    );
  },

  city(seed) {
    const r = random(seed);
    let buildings = '';
    let x = -20;
    while (x < W) {
      const width = r.between(70, 150);
      const height = r.between(220, 560);
      const top = 760 - height;
      buildings += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${r.pick(['#1d2440', '#232b4d', '#2a3358'])}"/>`;
      for (let wy = top + 20; wy < 740; wy += 34) {
        for (let wx = x + 12; wx < x + width - 20; wx += 26) {
          if (r.next() < 0.45)
            buildings += `<rect x="${wx}" y="${wy}" width="12" height="16" fill="${r.pick(['#ffd27d', '#ffe9b0', '#9fd3ff'])}" opacity="0.9"/>`;
        }
      }
      x += width + r.between(4, 16);
    }
    const stars = Array.from(
      { length: 60 },
      () =>
        `<circle cx="${r.between(0, W)}" cy="${r.between(0, 300)}" r="${r.between(1, 2.6)}" fill="#ffffff" opacity="${r.between(0.4, 1)}"/>`,
    ).join('');
    return svg(
      linear('night', ['#0b1026', '#26306b', '#5b4a8a']) + linear('river', ['#2b2f5c', '#11142b']),
      `<rect width="${W}" height="${H}" fill="url(#night)"/>${stars}` +
        `<circle cx="${r.between(150, 1050)}" cy="140" r="48" fill="#fff6d8"/>` +
        buildings +
        `<rect y="760" width="${W}" height="${H - 760}" fill="url(#river)"/>` +
        Array.from(
          { length: 24 },
          () =>
            `<rect x="${r.between(0, W)}" y="${r.between(775, 880)}" width="${r.between(30, 90)}" height="3" fill="#ffd27d" opacity="0.45"/>`,
        ).join(''),
    );
  },

  cafe(seed) {
    const r = random(seed);
    const bokeh = Array.from(
      { length: 16 },
      () =>
        `<circle cx="${r.between(0, W)}" cy="${r.between(0, H)}" r="${r.between(40, 110)}" fill="url(#${r.pick(['b1', 'b2', 'b3'])})" opacity="0.6"/>`,
    ).join('');
    const cx = r.between(520, 680);
    return svg(
      linear('table', ['#c8946a', '#a8714b']) +
        radial('b1', '#ffe0b5', '#ffe0b5') +
        radial('b2', '#f7c59f', '#f7c59f') +
        radial('b3', '#fff1dc', '#fff1dc'),
      `<rect width="${W}" height="${H}" fill="url(#table)"/>${bokeh}` +
        `<circle cx="${cx}" cy="470" r="250" fill="#f6f1ea"/>` +
        `<circle cx="${cx}" cy="470" r="175" fill="#ffffff"/>` +
        `<circle cx="${cx}" cy="470" r="150" fill="#8a5a3c"/>` +
        `<circle cx="${cx}" cy="470" r="128" fill="#c08a5d"/>` +
        `<path d="M ${cx} 540 C ${cx - 90} 470 ${cx - 70} 400 ${cx} 440 C ${cx + 70} 400 ${cx + 90} 470 ${cx} 540 Z" fill="#f7ead9"/>` +
        `<path d="M ${cx + 175} 440 q 80 0 80 45 q 0 45 -80 45" fill="none" stroke="#ffffff" stroke-width="26"/>`,
    );
  },

  bibimbap(seed) {
    const r = random(seed);
    const toppings = ['#e8552f', '#f2b632', '#4f9a3a', '#8a4b2f', '#f6e7c8', '#2f7d4f'];
    const wedges = toppings
      .map((colour, i) => {
        const a0 = (i / toppings.length) * Math.PI * 2 + r.between(0, 0.2);
        const a1 = ((i + 1) / toppings.length) * Math.PI * 2 - 0.06;
        const p = (a: number, radius: number) =>
          `${600 + Math.cos(a) * radius} ${450 + Math.sin(a) * radius}`;
        return `<path d="M ${p(a0, 70)} L ${p(a0, 230)} A 230 230 0 0 1 ${p(a1, 230)} L ${p(a1, 70)} A 70 70 0 0 0 ${p(a0, 70)} Z" fill="${colour}"/>`;
      })
      .join('');
    return svg(
      linear('wood', ['#6b4a33', '#4d3424']) + radial('shade', '#000000', '#000000'),
      `<rect width="${W}" height="${H}" fill="url(#wood)"/>` +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<rect y="${i * 100 + r.between(0, 30)}" width="${W}" height="3" fill="#3b2719" opacity="0.4"/>`,
        ).join('') +
        `<circle cx="615" cy="475" r="340" fill="url(#shade)" opacity="0.45"/>` +
        `<circle cx="600" cy="450" r="290" fill="#3a3a3a"/>` +
        `<circle cx="600" cy="450" r="255" fill="#fbf7ee"/>` +
        wedges +
        `<circle cx="600" cy="450" r="62" fill="#ffffff"/><circle cx="600" cy="450" r="30" fill="#ffc93c"/>` +
        `<rect x="950" y="120" width="18" height="640" rx="8" fill="#c9a86a" transform="rotate(12 959 440)"/>` +
        `<rect x="990" y="120" width="18" height="640" rx="8" fill="#c9a86a" transform="rotate(8 999 440)"/>`,
    );
  },

  noodles(seed) {
    const r = random(seed);
    const strands = Array.from({ length: 18 }, (_, i) => {
      const y = 330 + i * 14;
      return `<path d="M ${390 + r.between(0, 30)} ${y} q 100 ${r.between(-30, 30)} 210 0 t 210 0" fill="none" stroke="#f4dc9c" stroke-width="9" stroke-linecap="round"/>`;
    }).join('');
    return svg(
      linear('cloth', ['#2e5e7e', '#1e4560']) + linear('broth', ['#e9b96e', '#c98a3c']),
      `<rect width="${W}" height="${H}" fill="url(#cloth)"/>` +
        `<circle cx="600" cy="450" r="300" fill="#ffffff"/><circle cx="600" cy="450" r="265" fill="url(#broth)"/>` +
        strands +
        Array.from(
          { length: 12 },
          () =>
            `<circle cx="${r.between(420, 780)}" cy="${r.between(280, 620)}" r="${r.between(10, 18)}" fill="#5caf4a"/>`,
        ).join('') +
        `<ellipse cx="700" cy="380" rx="70" ry="46" fill="#fff6e5"/><ellipse cx="700" cy="380" rx="30" ry="22" fill="#f3a81d"/>` +
        `<path d="M 470 560 a 60 30 0 0 0 120 0 z" fill="#d97a62"/>`,
    );
  },

  confetti(seed) {
    const r = random(seed);
    const colours = ['#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff', '#c77dff', '#ff9f1c'];
    const shapes = Array.from({ length: 70 }, () => {
      const x = r.between(0, W);
      const y = r.between(0, H);
      const size = r.between(10, 34);
      const colour = r.pick(colours);
      const turn = r.between(0, 180);
      return r.next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size / 2.5}" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/>`;
    }).join('');
    const lanterns = Array.from({ length: 5 }, (_, i) => {
      const x = 160 + i * 220;
      const y = r.between(150, 260);
      return (
        `<line x1="${x}" y1="0" x2="${x}" y2="${y - 60}" stroke="#5b3b1d" stroke-width="3"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="62" ry="74" fill="${r.pick(['#ff5a5f', '#ff9f1c', '#ffd93d'])}"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="62" ry="74" fill="#ffffff" opacity="0.18" transform="translate(-14 -14) scale(1 1)"/>`
      );
    }).join('');
    return svg(
      linear('bg', ['#2b1055', '#7597de']),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${shapes}${lanterns}`,
    );
  },

  room(seed) {
    const r = random(seed);
    const wall = r.pick(['#f3ede4', '#e9f0ee', '#f4ece9']);
    return svg(
      linear('view', ['#9ad0f5', '#dff1ff']) + linear('floor', ['#d8b48a', '#c19a6b']),
      `<rect width="${W}" height="${H}" fill="${wall}"/>` +
        `<rect x="640" y="120" width="420" height="360" rx="8" fill="#ffffff"/>` +
        `<rect x="660" y="140" width="380" height="320" fill="url(#view)"/>` +
        `<clipPath id="pane"><rect x="660" y="140" width="380" height="320"/></clipPath>` +
        `<g clip-path="url(#pane)">${ridge(random(seed + 1), 400, 70, '#8fb3a0')}</g>` +
        `<rect x="848" y="140" width="6" height="320" fill="#ffffff"/>` +
        `<rect y="700" width="${W}" height="${H - 700}" fill="url(#floor)"/>` +
        `<rect x="120" y="520" width="430" height="170" rx="30" fill="${r.pick(['#5b7db1', '#7a9e7e', '#b56b5c'])}"/>` +
        `<rect x="100" y="600" width="470" height="110" rx="24" fill="#00000020"/>` +
        `<rect x="150" y="690" width="14" height="40" fill="#5b4636"/><rect x="506" y="690" width="14" height="40" fill="#5b4636"/>` +
        `<rect x="860" y="600" width="90" height="110" rx="10" fill="#c8734f"/>` +
        `<circle cx="905" cy="560" r="70" fill="#3f8f5a"/><circle cx="860" cy="520" r="45" fill="#4fa66b"/><circle cx="950" cy="515" r="40" fill="#4fa66b"/>`,
    );
  },

  bicycle(seed) {
    const r = random(seed);
    const frame = r.pick(['#e4572e', '#2e86ab', '#3bb273']);
    return svg(
      linear('bg', ['#fdf6e3', '#f0e2c4']),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<rect y="700" width="${W}" height="200" fill="#d9c8a5"/>` +
        `<g fill="none" stroke="#2b2b2b" stroke-width="14"><circle cx="370" cy="560" r="150"/><circle cx="830" cy="560" r="150"/></g>` +
        `<g fill="none" stroke="#9a9a9a" stroke-width="3">${Array.from({ length: 8 }, (_, i) => `<line x1="370" y1="560" x2="${370 + Math.cos((i * Math.PI) / 4) * 145}" y2="${560 + Math.sin((i * Math.PI) / 4) * 145}"/><line x1="830" y1="560" x2="${830 + Math.cos((i * Math.PI) / 4) * 145}" y2="${560 + Math.sin((i * Math.PI) / 4) * 145}"/>`).join('')}</g>` +
        `<g fill="none" stroke="${frame}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round">` +
        `<path d="M 370 560 L 560 560 L 500 370 M 560 560 L 760 370 L 500 370 M 760 370 L 830 560 M 740 320 L 760 370"/>` +
        `<path d="M 480 330 L 540 330"/><path d="M 720 320 L 790 300"/></g>` +
        `<circle cx="560" cy="560" r="22" fill="#2b2b2b"/>`,
    );
  },

  river(seed) {
    const r = random(seed);
    const arches = Array.from({ length: 6 }, (_, i) => {
      const x = i * 220 - 40;
      return `<path d="M ${x} 520 Q ${x + 110} 400 ${x + 220} 520" fill="none" stroke="#f2f2f2" stroke-width="10"/><rect x="${x + 100}" y="520" width="20" height="80" fill="#d9d9d9"/>`;
    }).join('');
    return svg(
      linear('sky', ['#ffcf99', '#ff9a8b', '#a18cd1']) + linear('water', ['#6a82c9', '#2d3d73']),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="${r.between(200, 1000)}" cy="330" r="70" fill="#fff1d0" opacity="0.9"/>` +
        ridge(r, 430, 70, '#7b6fa3') +
        `<rect y="500" width="${W}" height="20" fill="#e6e6e6"/>${arches}` +
        `<rect y="600" width="${W}" height="${H - 600}" fill="url(#water)"/>` +
        Array.from(
          { length: 20 },
          () =>
            `<rect x="${r.between(0, W)}" y="${r.between(620, 860)}" width="${r.between(40, 120)}" height="4" fill="#ffffff" opacity="0.35"/>`,
        ).join(''),
    );
  },

  market(seed) {
    const r = random(seed);
    const tents = Array.from({ length: 4 }, (_, i) => {
      const x = 40 + i * 290;
      const colour = r.pick(['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#e9c46a']);
      const stripes = Array.from(
        { length: 5 },
        (_, k) =>
          `<rect x="${x + k * 52}" y="360" width="26" height="80" fill="#ffffff" opacity="0.85"/>`,
      ).join('');
      const goods = Array.from(
        { length: 6 },
        (_, k) =>
          `<circle cx="${x + 30 + k * 40}" cy="${610 - r.between(0, 20)}" r="${r.between(14, 22)}" fill="${r.pick(['#ff7b54', '#ffd56b', '#7fb77e', '#b983ff'])}"/>`,
      ).join('');
      return (
        `<polygon points="${x - 10},360 ${x + 135},260 ${x + 280},360" fill="${colour}"/>` +
        `<rect x="${x}" y="360" width="260" height="80" fill="${colour}"/>${stripes}` +
        `<rect x="${x + 10}" y="440" width="10" height="200" fill="#6d4c41"/><rect x="${x + 240}" y="440" width="10" height="200" fill="#6d4c41"/>` +
        `<rect x="${x}" y="620" width="260" height="40" fill="#8d6e63"/>${goods}`
      );
    }).join('');
    return svg(
      linear('sky', ['#bde0fe', '#e7f5ff']),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="660" width="${W}" height="240" fill="#cfc6b8"/>${tents}`,
    );
  },

  bins(seed) {
    const r = random(seed);
    const colours = ['#2e7d32', '#1565c0', '#f9a825', '#6d4c41'];
    const bins = colours
      .map((colour, i) => {
        const x = 110 + i * 260;
        return (
          `<rect x="${x}" y="330" width="200" height="360" rx="22" fill="${colour}"/>` +
          `<rect x="${x - 12}" y="300" width="224" height="52" rx="14" fill="${colour}"/>` +
          `<rect x="${x + 70}" y="312" width="60" height="12" rx="6" fill="#ffffff" opacity="0.6"/>` +
          `<circle cx="${x + 100}" cy="500" r="44" fill="#ffffff" opacity="0.9"/>` +
          `<path d="M ${x + 82} 500 l 12 14 l 26 -30" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
        );
      })
      .join('');
    return svg(
      linear('bg', ['#e8f5e9', '#f1f8e9']),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="690" width="${W}" height="210" fill="#cfd8dc"/>` +
        Array.from(
          { length: 8 },
          () =>
            `<circle cx="${r.between(0, W)}" cy="${r.between(40, 240)}" r="${r.between(30, 70)}" fill="#ffffff" opacity="0.6"/>`,
        ).join('') +
        bins,
    );
  },

  welcome(seed) {
    const r = random(seed);
    const circles = Array.from(
      { length: 12 },
      () =>
        `<circle cx="${r.between(0, W)}" cy="${r.between(0, H)}" r="${r.between(60, 220)}" fill="#ffffff" opacity="${r.between(0.06, 0.18)}"/>`,
    ).join('');
    return svg(
      linear('bg', ['#2554d8', '#6a4de0', '#ff7eb3'], false),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${circles}` +
        `<g transform="translate(600 450)"><rect x="-170" y="-130" width="340" height="230" rx="40" fill="#ffffff"/>` +
        `<path d="M -60 100 L -90 170 L 10 100 Z" fill="#ffffff"/>` +
        `<circle cx="-80" cy="-15" r="22" fill="#2554d8"/><circle cx="0" cy="-15" r="22" fill="#6a4de0"/><circle cx="80" cy="-15" r="22" fill="#ff7eb3"/></g>`,
    );
  },
};

/** The SVG source of one picture. */
export function pictureSvg(picture: Picture): string {
  return SCENES[picture.scene](picture.seed);
}
