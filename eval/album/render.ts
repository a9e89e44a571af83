/**
 * Pictures for the albums, drawn as SVG and rasterised by sharp (librsvg + fontconfig, so the
 * DejaVu/Liberation fonts on the machine). A photo is a coloured scene (sky and sea, a room, a
 * garage…) with a sign, paper or display carrying the text; a screenshot is a phone screen. Text is
 * large, dark on light and nearly level so tesseract reads it — the album tests question answering,
 * not OCR robustness.
 */
import type { Scene } from './spec';

export const PHOTO_W = 1024;
export const PHOTO_H = 768;
export const SCREEN_W = 720;
export const SCREEN_H = 1280;

type Random = () => number;

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
const between = (random: Random, lo: number, hi: number): number => lo + random() * (hi - lo);

/** Background of a scene: gradients and a few shapes, varied per file so no two hash or pHash alike. */
function background(scene: Scene, random: Random): string {
  const W = PHOTO_W;
  const H = PHOTO_H;
  const j = (x: number, spread: number) => x + between(random, -spread, spread);
  const grad = (id: string, top: string, bottom: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${j(0.2, 0.2).toFixed(2)}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  const parts: string[] = [];
  const defs: string[] = [];
  const horizon = Math.round(j(H * 0.45, H * 0.12));
  switch (scene) {
    case 'beach':
    case 'sea': {
      defs.push(grad('sky', hsl(j(205, 10), 70, j(72, 8)), hsl(j(195, 10), 60, j(88, 5))));
      defs.push(grad('sea', hsl(j(190, 12), 70, j(45, 8)), hsl(j(180, 10), 65, j(35, 8))));
      parts.push(`<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`);
      parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`);
      if (scene === 'beach') {
        const sand = Math.round(j(H * 0.72, H * 0.08));
        parts.push(`<path d="M0 ${sand} Q ${W / 2} ${sand - j(40, 30)} ${W} ${sand + j(0, 30)} L ${W} ${H} L 0 ${H} Z" fill="${hsl(j(42, 6), 55, j(78, 6))}"/>`);
      }
      parts.push(`<circle cx="${j(W * 0.75, W * 0.2)}" cy="${j(horizon * 0.35, 40)}" r="${j(45, 15)}" fill="${hsl(48, 95, j(85, 6))}" opacity="0.9"/>`);
      for (let i = 0; i < 6; i++) parts.push(`<ellipse cx="${between(random, 0, W)}" cy="${between(random, 20, horizon * 0.7)}" rx="${j(70, 30)}" ry="${j(18, 8)}" fill="white" opacity="${j(0.6, 0.2).toFixed(2)}"/>`);
      break;
    }
    case 'city':
    case 'stadium': {
      defs.push(grad('sky', hsl(j(210, 15), 45, j(70, 10)), hsl(j(210, 10), 35, j(85, 5))));
      parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
      let x = 0;
      while (x < W) {
        const w = j(110, 50);
        const h = j(H * 0.5, H * 0.25);
        parts.push(`<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${hsl(j(215, 20), 12, j(38, 14))}"/>`);
        x += w + j(8, 6);
      }
      if (scene === 'stadium') parts.push(`<rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${hsl(j(110, 10), 50, j(38, 6))}"/>`);
      break;
    }
    case 'park': {
      defs.push(grad('sky', hsl(j(205, 10), 55, j(75, 8)), hsl(j(200, 10), 45, j(88, 4))));
      parts.push(`<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`);
      parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(j(105, 15), 40, j(38, 8))}"/>`);
      for (let i = 0; i < 9; i++) {
        const cx = between(random, 0, W);
        parts.push(`<rect x="${cx - 8}" y="${horizon - 10}" width="16" height="${j(90, 30)}" fill="${hsl(25, 35, 25)}"/>`);
        parts.push(`<circle cx="${cx}" cy="${horizon - j(40, 20)}" r="${j(60, 25)}" fill="${hsl(j(120, 20), 45, j(28, 8))}"/>`);
      }
      break;
    }
    case 'garage': {
      parts.push(`<rect width="${W}" height="${H}" fill="${hsl(j(40, 20), 6, j(55, 8))}"/>`);
      parts.push(`<rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${hsl(0, 0, j(40, 6))}"/>`);
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${between(random, 0, W)}" y="0" width="${j(60, 15)}" height="${H}" fill="${hsl(0, 0, j(66, 6))}"/>`);
      for (let i = 0; i < 5; i++) parts.push(`<rect x="${between(random, 0, W)}" y="${H * 0.82}" width="${j(140, 20)}" height="8" fill="${hsl(52, 90, 60)}"/>`);
      break;
    }
    case 'gym': {
      parts.push(`<rect width="${W}" height="${H}" fill="${hsl(j(215, 25), 18, j(28, 8))}"/>`);
      parts.push(`<rect y="${H * 0.75}" width="${W}" height="${H * 0.25}" fill="${hsl(0, 0, j(18, 5))}"/>`);
      for (let i = 0; i < 3; i++) parts.push(`<rect x="${between(random, 0, W)}" y="${H * 0.3}" width="${j(200, 60)}" height="${j(300, 60)}" rx="20" fill="${hsl(0, 0, j(12, 5))}"/>`);
      break;
    }
    case 'whiteboard': {
      parts.push(`<rect width="${W}" height="${H}" fill="${hsl(j(40, 15), 12, j(70, 6))}"/>`);
      parts.push(`<rect x="${j(30, 10)}" y="${j(30, 10)}" width="${W - 60}" height="${H - 90}" fill="${hsl(0, 0, j(55, 5))}"/>`);
      parts.push(`<rect y="${H - 50}" width="${W}" height="50" fill="${hsl(j(30, 10), 20, j(35, 6))}"/>`);
      break;
    }
    case 'note':
    case 'folder':
    case 'party':
    case 'indoor':
    case 'paper':
    case 'card':
    case 'sign':
    case 'screen': {
      const hue = scene === 'sign' ? j(200, 40) : j(30, 25);
      defs.push(grad('wall', hsl(hue, 30, j(62, 10)), hsl(hue, 25, j(45, 10))));
      parts.push(`<rect width="${W}" height="${H}" fill="url(#wall)"/>`);
      if (scene === 'paper' || scene === 'card' || scene === 'note' || scene === 'folder') {
        parts.push(`<rect y="${H * 0.2}" width="${W}" height="${H * 0.8}" fill="${hsl(j(28, 6), 45, j(32, 6))}"/>`);
      } else {
        parts.push(`<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${hsl(j(25, 10), 35, j(28, 8))}"/>`);
        for (let i = 0; i < 3; i++) parts.push(`<rect x="${between(random, 0, W - 200)}" y="${j(H * 0.5, 60)}" width="${j(220, 60)}" height="${j(140, 40)}" rx="12" fill="${hsl(between(random, 0, 360), 30, j(45, 12))}"/>`);
      }
      if (scene === 'party') {
        for (let i = 0; i < 14; i++) parts.push(`<circle cx="${between(random, 0, W)}" cy="${between(random, 0, H * 0.5)}" r="${j(26, 8)}" fill="${hsl(between(random, 0, 360), 75, 60)}"/>`);
      }
      break;
    }
  }
  // Light texture: translucent specks.
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${between(random, 0, W).toFixed(0)}" cy="${between(random, 0, H).toFixed(0)}" r="${j(6, 4).toFixed(1)}" fill="${random() < 0.5 ? 'white' : 'black'}" opacity="${j(0.08, 0.05).toFixed(2)}"/>`);
  }
  return `<defs>${defs.join('')}</defs>${parts.join('')}`;
}

interface PanelStyle {
  fill: string;
  ink: string;
  font: string;
  weight: 'normal' | 'bold';
  maxFont: number;
  rx: number;
  /** Fraction of the photo's width the panel may take. */
  maxWidth: number;
  /** The first line's size relative to the others (a hotel folder's name, printed large). */
  titleScale?: number;
  /** Left-aligned lines (notes, boards) instead of centred ones; monospace faces always are. */
  left?: boolean;
  italic?: boolean;
  /** Ruled lines under the text (a notepad). */
  ruled?: boolean;
}

function panelStyle(scene: Scene, random: Random): PanelStyle {
  switch (scene) {
    case 'paper': // receipts, paper tickets
      return { fill: '#fbfaf5', ink: '#1a1a1a', font: 'DejaVu Sans Mono', weight: 'normal', maxFont: 34, rx: 2, maxWidth: 0.78 };
    case 'card':
      return { fill: pick3(random, ['#eef4fb', '#f6f1e4', '#eaf3ea']), ink: '#102040', font: 'DejaVu Sans', weight: 'bold', maxFont: 40, rx: 22, maxWidth: 0.82 };
    case 'gym': // LCD display
      return { fill: '#c9d8b6', ink: '#111b0b', font: 'DejaVu Sans Mono', weight: 'bold', maxFont: 54, rx: 10, maxWidth: 0.7 };
    case 'note': // a handwritten list on a notepad: slanted face, blue ink
      return { fill: '#fffbe6', ink: '#1b2a80', font: 'DejaVu Sans', weight: 'normal', maxFont: 50, rx: 4, maxWidth: 0.72, left: true, italic: true, ruled: true };
    case 'whiteboard': // marker on a whiteboard
      return { fill: '#fbfcfd', ink: pick3(random, ['#0f2a6b', '#111111', '#0b4a22']), font: 'DejaVu Sans', weight: 'bold', maxFont: 56, rx: 6, maxWidth: 0.9, left: true };
    case 'folder': // key-card folder or bill: the hotel's name large on top
      return { fill: pick3(random, ['#f7f3ea', '#eef1f4', '#f3ede4']), ink: '#1c1c28', font: 'DejaVu Serif', weight: 'bold', maxFont: 44, rx: 6, maxWidth: 0.8, titleScale: 1.5 };
    case 'garage':
      return { fill: '#f2d21b', ink: '#111111', font: 'DejaVu Sans', weight: 'bold', maxFont: 64, rx: 8, maxWidth: 0.8 };
    default: // signs, banners, badges
      return { fill: pick3(random, ['#ffffff', '#f4efe1', '#e8f0f7']), ink: pick3(random, ['#13233f', '#222222', '#3a1a0a']), font: pick3(random, ['DejaVu Sans', 'Liberation Sans']), weight: 'bold', maxFont: 58, rx: 10, maxWidth: 0.84 };
  }
}

function pick3<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A photo: the scene, and (when there is text) a panel carrying it, slightly turned. */
export function photoSvg(scene: Scene, text: string[], random: Random): string {
  const bg = background(scene, random);
  if (text.length === 0) return svg(PHOTO_W, PHOTO_H, bg);
  const style = panelStyle(scene, random);
  // Average advance per character: DejaVu Sans Mono is 0.60 em; bold capitals in the sans faces reach ~0.72 em.
  const charW = style.font.includes('Mono') ? 0.62 : 0.74;
  const longest = Math.max(...text.map((l) => l.length), 1);
  const maxW = PHOTO_W * style.maxWidth;
  const maxH = PHOTO_H * 0.86;
  const title = style.titleScale ?? 1;
  // The title line counts as `title` lines of height and of width.
  const titleWidth = (text[0]?.length ?? 0) * title;
  const font = Math.floor(Math.min(style.maxFont, (maxW - 60) / (Math.max(longest, titleWidth) * charW), (maxH - 50) / ((text.length + title - 1) * 1.3)));
  const w = Math.min(maxW, Math.max(longest, titleWidth) * charW * font + 70);
  const h = (text.length + title - 1) * font * 1.3 + 50;
  const x = between(random, 20, PHOTO_W - w - 20);
  const y = between(random, 20, PHOTO_H - h - 20);
  const angle = between(random, -1.5, 1.5).toFixed(2);
  const mono = style.font.includes('Mono');
  const left = mono || style.left === true;
  const lines = text
    .map((line, i) => {
      const size = i === 0 ? font * title : font;
      const ty = y + 25 + font * (i + title) * 1.3 - font * 0.3;
      // A hand never starts two lines at the same x.
      const indent = style.italic ? between(random, 0, 14) : 0;
      const anchor = left ? `x="${(x + 35 + indent).toFixed(0)}"` : `x="${(x + w / 2).toFixed(0)}" text-anchor="middle"`;
      const rule = style.ruled ? `<line x1="${(x + 10).toFixed(0)}" x2="${(x + w - 10).toFixed(0)}" y1="${(ty + font * 0.3).toFixed(0)}" y2="${(ty + font * 0.3).toFixed(0)}" stroke="#9cc3e6" stroke-width="2"/>` : '';
      return `${rule}<text ${anchor} y="${ty.toFixed(0)}" font-family="${style.font}" font-size="${size.toFixed(0)}"${style.italic ? ' font-style="oblique"' : ''} font-weight="${i === 0 || !mono ? style.weight : 'normal'}" fill="${style.ink}" xml:space="preserve">${esc(line)}</text>`;
    })
    .join('');
  const panel = `<g transform="rotate(${angle} ${(x + w / 2).toFixed(0)} ${(y + h / 2).toFixed(0)})">` +
    `<rect x="${(x + 6).toFixed(0)}" y="${(y + 8).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${style.rx}" fill="black" opacity="0.25"/>` +
    `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${style.rx}" fill="${style.fill}"/>${lines}</g>`;
  return svg(PHOTO_W, PHOTO_H, bg + panel);
}

/**
 * A phone screenshot: status bar with the clock, an app bar with the first line as its title, the
 * rest as body text. Short lines by design (the life plan keeps them under ~26 characters).
 */
export function screenshotSvg(clock: string, text: string[], random: Random): string {
  const W = SCREEN_W;
  const H = SCREEN_H;
  const accent = hsl(between(random, 0, 360), 55, between(random, 30, 42));
  const [title = '', ...body] = text;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  parts.push(`<rect width="${W}" height="70" fill="#f2f2f2"/>`);
  parts.push(`<text x="36" y="48" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#111">${esc(clock)}</text>`);
  parts.push(`<rect x="${W - 90}" y="24" width="52" height="24" rx="5" fill="none" stroke="#111" stroke-width="3"/><rect x="${W - 86}" y="28" width="${between(random, 14, 44).toFixed(0)}" height="16" fill="#111"/>`);
  // A light app bar with dark title: white-on-colour titles are what tesseract drops first.
  parts.push(`<rect y="70" width="${W}" height="130" fill="${hsl(between(random, 0, 360), 45, 90)}"/>`);
  const titleFont = Math.min(46, Math.floor((W - 60) / (title.length * 0.6)));
  parts.push(`<text x="36" y="${135 + titleFont * 0.35}" font-family="DejaVu Sans" font-size="${titleFont}" font-weight="bold" fill="#1d1d1f">${esc(title)}</text>`);
  const longest = Math.max(...body.map((l) => l.length), 1);
  const font = Math.min(44, Math.floor((W - 72) / (longest * 0.6)));
  body.forEach((line, i) => {
    const y = 290 + i * font * 1.7;
    parts.push(`<text x="36" y="${y.toFixed(0)}" font-family="DejaVu Sans" font-size="${font}" fill="#111111" xml:space="preserve">${esc(line)}</text>`);
  });
  const bottom = 290 + body.length * font * 1.7;
  if (bottom < H - 200) parts.push(`<rect x="36" y="${(bottom + 20).toFixed(0)}" width="${W - 72}" height="90" rx="45" fill="${accent}" opacity="0.9"/>`);
  return svg(W, H, parts.join(''));
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
