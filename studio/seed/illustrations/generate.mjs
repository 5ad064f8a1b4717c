#!/usr/bin/env node
// Gera as ilustrações SVG do site da EVA Agricultura Urbana.
// Sem dependências: só node: built-ins. Uso: node studio/seed/illustrations/generate.mjs
// Cada cena é composta por pequenas funções de desenho reutilizáveis (folha, vaso,
// ervas, canteiro, prédio, céu, barra de LED, EVA Baby, pessoa, azulejos...).
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'images');
const PUBLIC = join(HERE, '..', '..', '..', 'public');

// ---------------------------------------------------------------- paleta
const C = {
  deep: '#1f4d2e', g2: '#2e7d4f', g3: '#4f9d5b', mid: '#6fb35a', leaf: '#8cc56b', pale: '#b5dd8c',
  brown: '#7a4b2a', terra: '#c9824f', sand: '#e8c9a0', cream: '#f6efe1',
  red: '#c8453b', mag: '#d94bd0', vio: '#9b5de5', lilac: '#b58ae6', sky: '#cfe8f3',
  wood: '#b07a4a', woodL: '#c9935f', soil: '#5a3720', ink: '#23302a', white: '#fff',
  stone: '#b9b3a8', steel: '#5f6b66', water: '#6fb7d6',
};
const GREENS = [C.g3, C.mid, C.leaf];
const SKIN = ['#f1c9a5', '#d9a06f', '#a8693f', '#6b4226'];

// ---------------------------------------------------------------- util
let seed = 1;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const R = (a, b) => a + (b - a) * rnd();
const pick = (a) => a[Math.floor(rnd() * a.length)];
const fmt = (v) => {
  let r = Math.round(v * 10) / 10;
  if (Object.is(r, -0)) r = 0;
  return String(r).replace(/^(-?)0\./, '$1.');
};
const f2 = (v) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');
const f = (v) => (typeof v === 'number' ? fmt(v) : v);
// template com arredondamento automático de números
const t = (s, ...v) => s.reduce((a, p, i) => a + p + (i < v.length ? f(v[i]) : ''), '');
const A = (o) =>
  Object.entries(o)
    .filter(([, v]) => v != null && v !== false)
    .map(([k, v]) => ` ${k}="${f(v)}"`)
    .join('');
const E = (tag, o, kids) => (kids == null ? `<${tag}${A(o)}/>` : `<${tag}${A(o)}>${kids}</${tag}>`);
const rect = (x, y, w, h, fill, o = {}) => E('rect', { x, y, width: w, height: h, fill, ...o });
const circ = (cx, cy, r, fill, o = {}) => E('circle', { cx, cy, r, fill, ...o });
const ell = (cx, cy, rx, ry, fill, o = {}) => E('ellipse', { cx, cy, rx, ry, fill, ...o });
const path = (d, fill, o = {}) => E('path', { d, fill, ...o });
const line = (d, stroke, w, o = {}) =>
  E('path', { d, fill: 'none', stroke, 'stroke-width': w, ...o });
const g = (o, ...kids) => E('g', o, kids.flat().join(''));
const tr = (x, y, r = 0, s = 1) =>
  `translate(${fmt(x)} ${fmt(y)})` + (r ? `rotate(${fmt(r)})` : '') + (s !== 1 ? `scale(${typeof s === 'string' ? s : f2(s)})` : '');
const poly = (pts) => 'M' + pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L') + 'Z';
const txt = (x, y, s, size, fill, o = {}) =>
  E('text', { x, y, 'font-family': 'system-ui, sans-serif', 'font-size': size, fill, ...o }, s);

// ---------------------------------------------------------------- cena / defs
let cur = null;
class Scene {
  constructor(name, w, h) {
    Object.assign(this, { name, w, h, defs: new Map(), body: [] });
    seed = [...name].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7);
    cur = this;
  }
  add(...p) {
    this.body.push(...p.flat());
    return this;
  }
  svg() {
    const { w, h } = this;
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">${defs}${this.body.join('')}</svg>\n`;
  }
}
const def = (id, s) => {
  if (!cur.defs.has(id)) cur.defs.set(id, typeof s === 'function' ? s() : s);
  return id;
};
const url = (id) => `url(#${id})`;

// folhas e formas reutilizáveis (comprimento 100, base na origem, apontando para +x)
function leafOutline(len, wid, prof, wob = 0, teeth = 0) {
  const N = 18;
  const top = [];
  const bot = [];
  for (let i = 1; i < N; i++) {
    const u = i / N;
    let w = wid * Math.pow(Math.sin(Math.PI * Math.pow(u, prof)), 0.9);
    if (wob) w *= 1 + wob * Math.sin(u * Math.PI * 11);
    if (teeth) w *= i % 2 ? 1 : 0.86;
    top.push([len * u, -w]);
    bot.unshift([len * u, w]);
  }
  return poly([[0, 0], ...top, [len, 0], ...bot]);
}
const VEIN = '<path d="M6 0Q50-3 92 0" fill="none" stroke="#fff" stroke-opacity=".32" stroke-width="4"/>';
const SYM = {
  lf: () => '<path id="lf" d="M0 0C25-20 70-22 100 0C70 22 25 20 0 0Z"/>',
  lv: () => (sym('lf'), `<g id="lv"><use href="#lf"/>${VEIN}</g>`),
  bl: () => `<g id="bl"><path d="M0 0C12-36 72-40 100 0C72 38 12 34 0 0Z"/>${VEIN}</g>`,
  ml: () => `<g id="ml"><path d="${leafOutline(100, 26, 0.75, 0, 1)}"/>${VEIN}</g>`,
  rl: () => `<g id="rl"><path d="${leafOutline(100, 36, 0.9, 0.09)}"/>${VEIN}</g>`,
  tl: () => (sym('ml'), '<g id="tl"><use href="#ml" transform="rotate(-48) scale(.8)"/><use href="#ml"/><use href="#ml" transform="rotate(48) scale(.8)"/></g>'),
  hl: () => (sym('lv'), '<g id="hl"><use href="#lv" transform="rotate(-45) scale(.75)"/><use href="#lv" transform="rotate(45) scale(.75)"/><use href="#lv"/></g>'),
  tm: () =>
    `<g id="tm"><circle r="10"/><ellipse cx="-3.5" cy="-3.5" rx="3" ry="2" fill="#fff" fill-opacity=".45"/><path d="M-6-9L-1-7.5L0-12L1.5-7.5L6-9L2-6.5H-2Z" fill="${C.g2}"/></g>`,
  sb: () =>
    `<g id="sb"><path d="M0-2C-11-2-13 8-8 15C-5 19-2 22 0 22C2 22 5 19 8 15C13 8 11-2 0-2Z" fill="${C.red}"/>` +
    [[-4, 5], [3, 4], [-1, 10], [5, 11], [-6, 12], [1, 16]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1" ry="1.5" fill="${C.sand}"/>`).join('') +
    `<path d="M-8-3L-2-2L0-8L2-2L8-3L3 1H-3Z" fill="${C.g2}"/><ellipse cx="-4" cy="4" rx="2" ry="3.5" fill="#fff" fill-opacity=".3"/></g>`,
  f5: () =>
    '<g id="f5">' + [0, 72, 144, 216, 288].map((a) => `<ellipse cy="-9" rx="6" ry="9" transform="rotate(${a})"/>`).join('') + '</g>',
  hc: () =>
    `<g id="hc"><path d="M0 0C-12 8-13 30 0 42C13 30 12 8 0 0Z" fill="${C.pale}"/>` +
    [8, 16, 24, 32].map((y) => `<path d="M-10 ${y}Q-5 ${y + 7} 0 ${y + 3}Q5 ${y + 7} 10 ${y}" fill="none" stroke="${C.mid}" stroke-width="1.6"/>`).join('') +
    '</g>',
};
function sym(id) {
  def(id, SYM[id]);
  return id;
}
const use = (id, x, y, r = 0, s = 1, fill, o = {}) => E('use', { href: '#' + sym(id), transform: tr(x, y, r, s), fill, ...o });
// folhas: posição e ângulo inteiros bastam (arquivos menores)
const useI = (id, x, y, r, s, fill) => E('use', { href: '#' + sym(id), transform: `translate(${Math.round(x)} ${Math.round(y)})rotate(${Math.round(r)})scale(${f2(s)})`, fill });
const leaf = (x, y, len, ang, fill, kind = 'lv') => useI(kind, x, y, ang, len / 100, fill);
// várias folhas agrupadas por cor (<g fill>), para arquivos menores
function leafSet(list) {
  const by = new Map();
  for (const [x, y, len, ang, fill, kind] of list) {
    if (!by.has(fill)) by.set(fill, '');
    by.set(fill, by.get(fill) + useI(kind, x, y, ang, len / 100));
  }
  return [...by].map(([c, u]) => `<g fill="${c}">${u}</g>`).join('');
}

// gradientes
const lin = (id, stops, vert = true) =>
  def(id, () =>
    `<linearGradient id="${id}"${vert ? ' x2="0" y2="1"' : ''}>` +
    stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('') +
    '</linearGradient>');
const rad = (id, stops) =>
  def(id, () =>
    `<radialGradient id="${id}">` +
    stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('') +
    '</radialGradient>');
const GLOWV = () => lin('gv', [[0, C.mag, 0.55], [0.35, C.vio, 0.28], [1, C.vio, 0]]);
const GLOWR = () => rad('gr', [[0, '#e9a6e4', 0.85], [0.4, C.mag, 0.35], [1, C.vio, 0]]);
const SUNR = () => rad('sr', [[0, '#fff6d8', 0.9], [0.5, '#f8e2a0', 0.35], [1, '#f8e2a0', 0]]);

// ---------------------------------------------------------------- plantas
// planta de caule com pares de folhas (manjericão, hortelã)
function stemPlant(x, y, s, { kind = 'bl', cols = GREENS, stems = 3, nodes = 3, H = 90, spread = 26, L = 34, stem = C.g2 } = {}) {
  let st = '';
  const lv = [];
  for (let j = 0; j < stems; j++) {
    const k = stems === 1 ? 0 : (j / (stems - 1) - 0.5) * 2;
    const tx = x + (k * spread + R(-4, 4)) * s;
    const ty = y - H * s * (1 - 0.22 * Math.abs(k)) * R(0.9, 1.05);
    const cx = x + k * spread * 0.2 * s;
    const cy = y - H * s * 0.5;
    st += t`M${x + k * 3 * s} ${y}Q${cx} ${cy} ${tx} ${ty}`;
    const ang = (Math.atan2(ty - y, tx - x) * 180) / Math.PI;
    for (let i = 1; i <= nodes; i++) {
      const u = 0.15 + (0.8 * i) / (nodes + 0.3);
      const px = (1 - u) * (1 - u) * x + 2 * (1 - u) * u * cx + u * u * tx;
      const py = (1 - u) * (1 - u) * y + 2 * (1 - u) * u * cy + u * u * ty;
      const l = L * s * (1.15 - 0.45 * (i / nodes)) * R(0.9, 1.1);
      lv.push([px, py, l, ang - R(48, 72), pick(cols), kind], [px, py, l, ang + R(48, 72), pick(cols), kind]);
    }
    lv.push([tx, ty, L * s * 0.5, ang - 22, pick(cols), kind], [tx, ty, L * s * 0.5, ang + 22, pick(cols), kind]);
  }
  return line(st, stem, 2.6 * s) + leafSet(lv);
}
const _basil = (x, y, s = 1) => stemPlant(x, y, s, { kind: 'bl', cols: [C.mid, C.leaf, '#9fd27a'], L: 36, H: 86 });
const _mint = (x, y, s = 1) => stemPlant(x, y, s, { kind: 'ml', cols: [C.g2, C.g3, '#3f8f55'], L: 28, H: 92, stems: 3, nodes: 3, spread: 30, stem: C.deep });
// lâmina curva (cebolinha, capim, espada-de-são-jorge)
function blade(x, y, len, ang, bend, w, fill) {
  const a = (ang * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const px = -dy;
  const py = dx;
  const mx = x + dx * len * 0.5 + px * bend;
  const my = y + dy * len * 0.5 + py * bend;
  const tx = x + dx * len;
  const ty = y + dy * len;
  const h = w / 2;
  return path(t`M${x - px * h} ${y - py * h}Q${mx - px * h * 0.7} ${my - py * h * 0.7} ${tx} ${ty}Q${mx + px * h * 0.7} ${my + py * h * 0.7} ${x + px * h} ${y + py * h}Z`, fill);
}
function _chives(x, y, s = 1, flowers = 2) {
  let o = '';
  const tips = [];
  for (let i = 0; i < 15; i++) {
    const ang = -90 + R(-24, 24);
    const len = R(62, 100) * s;
    o += blade(x + R(-9, 9) * s, y, len, ang, R(-8, 8) * s, 4 * s, i % 2 ? C.g3 : C.g2);
    tips.push([x + Math.cos((ang * Math.PI) / 180) * len, y + Math.sin((ang * Math.PI) / 180) * len]);
  }
  for (let i = 0; i < flowers; i++) {
    const [fx, fy] = tips[i * 5];
    o += circ(fx, fy, 8 * s, C.lilac) + circ(fx - 2 * s, fy - 2.5 * s, 3.5 * s, '#d4b8f5');
  }
  return o;
}
function _lettuce(x, y, s = 1, cols = ['#5fa84e', C.leaf, '#b8e08e']) {
  const o = [];
  const rows = [[-172, -8, 18, 52, cols[0]], [-150, -30, 24, 44, cols[1]], [-122, -58, 22, 32, cols[2]]];
  for (const [a0, a1, st, len, c] of rows) for (let a = a0; a <= a1; a += st) o.push([x, y - 4 * s, len * s * R(0.9, 1.08), a + R(-4, 4), c, 'rl']);
  return leafSet(o);
}
function _tomato(x, y, H, s = 1) {
  const o = rect(x - 3 * s, y - H, 6 * s, H, '#a0703f', { rx: 2 * s });
  let st = t`M${x} ${y}`;
  let ties = '';
  const lv = [];
  let fr = '';
  const n = Math.floor(H / (28 * s));
  for (let i = 1; i <= n; i++) {
    const yy = y - i * 28 * s;
    const side = i % 2 ? 1 : -1;
    st += t`Q${x + side * 12 * s} ${yy + 14 * s} ${x + side * 3 * s} ${yy}`;
    lv.push([x + side * 3 * s, yy, 30 * s, side > 0 ? R(-40, -10) : R(190, 220), pick([C.g2, C.g3]), 'ml']);
    lv.push([x + side * 3 * s, yy + 4 * s, 22 * s, side > 0 ? R(175, 200) : R(-20, 5), pick([C.g3, C.mid]), 'ml']);
    if (i % 2 === 0 && i < n) {
      const fx = x - side * 14 * s;
      const cnt = 2 + Math.floor(rnd() * 2);
      for (let k = 0; k < cnt; k++) fr += use('tm', fx + (k % 2) * 13 * s * -side, yy + 10 * s + k * 11 * s, 0, s * R(0.95, 1.15), k === cnt - 1 && i > n - 2 ? '#e07b39' : C.red);
    }
    ties += t`M${x - 4 * s} ${yy + 6 * s}h${8 * s}`;
  }
  return o + line(ties, C.sand, 1.5 * s) + line(st, C.g2, 3.5 * s) + leafSet(lv) + fr;
}
function _strawberryPlant(x, y, s = 1, berries = 3) {
  let o = '';
  let st = '';
  for (let i = 0; i < 5; i++) {
    const a = -150 + i * 30 + R(-6, 6);
    const len = R(40, 55) * s;
    const ex = x + Math.cos((a * Math.PI) / 180) * len;
    const ey = y + Math.sin((a * Math.PI) / 180) * len;
    st += t`M${x} ${y}L${ex} ${ey}`;
    o += use('tl', ex, ey, a, 0.3 * s, pick([C.g3, C.mid]));
  }
  o = line(st, C.g2, 2 * s) + o;
  for (let i = 0; i < berries; i++) {
    const bx = x + (i - (berries - 1) / 2) * 24 * s;
    const by = y - R(26, 34) * s;
    o += line(t`M${x} ${y - 30 * s}Q${bx} ${y - 46 * s} ${bx} ${by}`, C.g3, 1.5 * s) + use('sb', bx, by, R(-10, 10), s * R(0.8, 1.05));
  }
  return o;
}
function flower(x, y, r, fill, center = '#f4d35e') {
  return use('f5', x, y, R(0, 70), r / 15, fill) + circ(x, y, r * 0.32, center);
}
function _flowerPlant(x, y, s = 1, cols = ['#f28fb1', C.cream, C.lilac]) {
  let o = '';
  for (let i = 0; i < 6; i++) o += blade(x + R(-8, 8) * s, y, R(30, 45) * s, -90 + R(-60, 60), R(-6, 6) * s, 9 * s, pick([C.g3, C.mid]));
  for (let i = 0; i < 4; i++) {
    const fx = x + R(-26, 26) * s;
    const fy = y - R(40, 70) * s;
    o += line(t`M${x} ${y}Q${fx} ${y - 20 * s} ${fx} ${fy}`, C.g2, 2 * s) + flower(fx, fy, R(9, 12) * s, pick(cols));
  }
  return o;
}
function _snakePlant(x, y, s = 1) {
  let o = '';
  for (let i = 0; i < 7; i++) {
    const bx = x + (i - 3) * 7 * s;
    o += blade(bx, y, R(80, 130) * s, -90 + (i - 3) * 5 + R(-3, 3), R(-5, 5) * s, 16 * s, i % 2 ? C.deep : C.g2);
  }
  return o;
}
function _spider(x, y, s = 1) {
  let o = '';
  for (let i = 0; i < 12; i++) {
    const a = -170 + (i * 160) / 11 + R(-5, 5);
    o += blade(x, y, R(50, 75) * s, a, (a < -90 ? -1 : 1) * R(8, 16) * s, 7 * s, i % 2 ? C.mid : C.leaf);
  }
  return o;
}
function _bush(x, y, r, cols = [C.g2, C.g3, C.mid]) {
  return (
    circ(x - r * 0.55, y - r * 0.55, r * 0.6, cols[0]) +
    circ(x + r * 0.55, y - r * 0.5, r * 0.62, cols[0]) +
    circ(x, y - r * 0.85, r * 0.75, cols[1]) +
    circ(x - r * 0.2, y - r * 1.05, r * 0.35, cols[2]) +
    circ(x + r * 0.35, y - r * 0.75, r * 0.22, cols[2])
  );
}
function _tree(x, y, h, s = 1, cols = [C.g2, C.g3, C.mid]) {
  const r = h * 0.32;
  return (
    path(t`M${x - 5 * s} ${y}L${x - 3 * s} ${y - h * 0.6}H${x + 3 * s}L${x + 5 * s} ${y}Z`, C.brown) +
    circ(x - r * 0.5, y - h * 0.62, r * 0.7, cols[0]) +
    circ(x + r * 0.55, y - h * 0.6, r * 0.68, cols[0]) +
    circ(x, y - h * 0.8, r * 0.85, cols[1]) +
    circ(x - r * 0.3, y - h * 0.9, r * 0.35, cols[2]) +
    circ(x + r * 0.3, y - h * 0.7, r * 0.25, cols[2])
  );
}
function _seedling(x, y, s = 1) {
  return (
    line(t`M${x} ${y}Q${x - 3 * s} ${y - 20 * s} ${x} ${y - 34 * s}`, C.g3, 3 * s) +
    leaf(x, y - 33 * s, 24 * s, -160, C.mid, 'bl') +
    leaf(x, y - 33 * s, 26 * s, -25, C.leaf, 'bl')
  );
}
function trailing(x, y, len, s = 1) {
  let o = line(t`M${x} ${y}Q${x + 8 * s} ${y + len * 0.5} ${x - 4 * s} ${y + len}`, C.g2, 1.6 * s);
  for (let i = 1; i <= len / (14 * s); i++) {
    const yy = y + i * 14 * s;
    o += leaf(x + (i % 2 ? 2 : -2) * s, yy, 14 * s, i % 2 ? 40 : 140, pick([C.g3, C.mid, C.leaf]), 'bl');
  }
  return o;
}
// plantas viram símbolos <g id> definidos uma vez por arquivo e reutilizados com <use>
const hash = (x) => Math.abs([...String(x)].reduce((a, c) => (a * 33 + c.charCodeAt(0)) | 0, 5381)).toString(36).slice(0, 4);
const symb = (id, fn) => def(id, () => `<g id="${id}">${fn()}</g>`);
const place = (id, x, y, s = 1, flip = false) => E('use', { href: '#' + id, transform: `translate(${fmt(x)} ${fmt(y)})` + (s !== 1 || flip ? ` scale(${flip ? '-' : ''}${f2(s)}${flip ? ' ' + f2(s) : ''})` : '') });
const RAW = { basil: _basil, mint: _mint, chives: _chives, lettuce: _lettuce, strawberry: _strawberryPlant, flowers: _flowerPlant, snake: _snakePlant, spider: _spider, seedling: _seedling };
let VARIANTS = 1;
function herb(kind, x, y, s = 1, cols) {
  const v = Math.floor(rnd() * VARIANTS);
  const id = symb('p' + kind.slice(0, 3) + v + (cols ? hash(cols) : ''), () => (cols ? RAW[kind](0, 0, 1, cols) : RAW[kind](0, 0, 1)));
  return place(id, x, y, s, rnd() < 0.5);
}
const basil = (x, y, s) => herb('basil', x, y, s);
const mint = (x, y, s) => herb('mint', x, y, s);
const chives = (x, y, s) => herb('chives', x, y, s);
const lettuce = (x, y, s) => herb('lettuce', x, y, s);
const strawberryPlant = (x, y, s) => herb('strawberry', x, y, s);
const flowerPlant = (x, y, s, cols) => herb('flowers', x, y, s, cols);
const snakePlant = (x, y, s) => herb('snake', x, y, s);
const spider = (x, y, s) => herb('spider', x, y, s);
const seedling = (x, y, s) => herb('seedling', x, y, s);
const tomato = (x, y, H, s = 1) => {
  const v = Math.floor(rnd() * VARIANTS);
  return place(symb('ptom' + v, () => _tomato(0, 0, 220, 1)), x, y, (H / 220) * s, rnd() < 0.5);
};
const tree = (x, y, h, s = 1, cols = [C.g2, C.g3, C.mid]) => place(symb('tr' + hash(cols), () => _tree(0, 0, 150, 1, cols)), x, y, h / 150);
const bush = (x, y, r, cols = [C.g2, C.g3, C.mid]) => place(symb('bu' + hash(cols), () => _bush(0, 0, 20, cols)), x, y, r / 20);

// ---------------------------------------------------------------- objetos
function pot(cx, y, w, h, fill = C.terra, rim) {
  const b = w * 0.38;
  return (
    path(t`M${cx - w / 2} ${y - h}H${cx + w / 2}L${cx + b} ${y}H${cx - b}Z`, fill) +
    path(t`M${cx} ${y - h}H${cx + w / 2}L${cx + b} ${y}H${cx}Z`, '#000', { 'fill-opacity': 0.1 }) +
    rect(cx - w / 2 - w * 0.05, y - h - h * 0.06, w * 1.1, h * 0.2, rim || fill, { rx: h * 0.05 }) +
    rect(cx - w / 2 - w * 0.05, y - h + h * 0.1, w * 1.1, h * 0.04, '#000', { 'fill-opacity': 0.12 })
  );
}
function planterBox(x, y, w, h, fill = C.wood, inner = '') {
  return (
    rect(x + 4, y - h - 6, w - 8, 10, C.soil, { rx: 3 }) +
    inner +
    rect(x, y - h, w, h, fill, { rx: 3 }) +
    rect(x, y - h, w, 5, '#fff', { 'fill-opacity': 0.18 }) +
    rect(x, y - 5, w, 5, '#000', { 'fill-opacity': 0.12 })
  );
}
// canteiro elevado de madeira: planks + solo; inner = plantas
function bed(x, y, w, h, inner = '', { wood = C.wood, legs = 0 } = {}) {
  let o = ell(x + w / 2, y + legs + 4, w * 0.55, 9, '#000', { 'fill-opacity': 0.12 });
  if (legs) o += rect(x + 10, y, 12, legs, C.brown) + rect(x + w - 22, y, 12, legs, C.brown);
  o += rect(x + 6, y - h - 10, w - 12, 14, C.soil, { rx: 4 }) + inner;
  o += rect(x, y - h, w, h, wood, { rx: 3 });
  const planks = h > 60 ? 3 : 2;
  let ln = '';
  for (let i = 1; i < planks; i++) ln += t`M${x + 3} ${y - (h * i) / planks}H${x + w - 3}`;
  o += line(ln, C.brown, 2, { 'stroke-opacity': 0.45 });
  o += rect(x - 5, y - h - 4, w + 10, 9, C.woodL, { rx: 3 });
  o += rect(x, y - h + 5, 10, h - 5, '#000', { 'fill-opacity': 0.12 }) + rect(x + w - 10, y - h + 5, 10, h - 5, '#000', { 'fill-opacity': 0.12 });
  return o;
}
function rowOf(kind, x0, x1, y, s = 1, n) {
  let o = '';
  const cnt = n || Math.max(1, Math.round((x1 - x0) / (70 * s)));
  for (let i = 0; i < cnt; i++) o += herb(kind, x0 + ((i + 0.5) * (x1 - x0)) / cnt + R(-4, 4), y, s * R(0.9, 1.08));
  return o;
}
function sky(w, h, { top = '#a9d6ea', bot = '#e6f4f9' } = {}) {
  return rect(0, 0, w, h, url(lin('sk' + top.slice(1), [[0, top], [1, bot]])));
}
function sun(x, y, r) {
  return circ(x, y, r * 2.6, url(SUNR())) + circ(x, y, r, '#f8d77a');
}
function cloud(x, y, s = 1, op = 0.85) {
  return g(
    { fill: '#fff', 'fill-opacity': op },
    ell(x, y, 60 * s, 16 * s, '#fff') + circ(x - 18 * s, y - 12 * s, 20 * s, '#fff') + circ(x + 14 * s, y - 16 * s, 26 * s, '#fff'),
  );
}
function windowsGrid(x, y, w, h, cols, rows, fill = C.sky, op = 1) {
  const gw = w / cols;
  const gh = h / rows;
  let d = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) d += t`M${x + i * gw + gw * 0.2} ${y + j * gh + gh * 0.2}h${gw * 0.6}v${gh * 0.55}h${-gw * 0.6}Z`;
  return path(d, fill, op < 1 ? { 'fill-opacity': op } : {});
}
// prédio: x esquerda, y base
function building(x, y, w, h, { fill = C.cream, win = C.sky, cols = 4, rows, roof = 0, facade = 0, balcony = 0, trim } = {}) {
  rows = rows || Math.max(2, Math.round(h / 60));
  let o = rect(x, y - h, w, h, fill);
  o += rect(x + w * 0.82, y - h, w * 0.18, h, '#000', { 'fill-opacity': 0.07 });
  if (trim) o += rect(x - 4, y - h - 8, w + 8, 10, trim);
  o += windowsGrid(x + 6, y - h + 14, w - 12, h - 24, cols, rows, win);
  if (facade) {
    // jardim vertical: faixas de folhas
    const fx = facade === 2 ? [x + w * 0.08] : [x + w * 0.08, x + w * 0.6];
    for (const sx of fx) {
      const fw = w * 0.32;
      o += rect(sx, y - h + 16, fw, h - 26, C.deep) + rect(sx, y - h + 16, fw, h - 26, url(lwPattern()));
    }
  }
  if (balcony) {
    const gh = (h - 24) / rows;
    for (let j = 1; j < rows; j += 2) {
      const by = y - h + 14 + (j + 1) * gh - 4;
      o += rect(x + 6, by - 10, w - 12, 10, C.terra) + bush(x + w * 0.3, by - 6, 12, [C.g2, C.g3, C.leaf]) + bush(x + w * 0.7, by - 6, 12, [C.g2, C.g3, C.leaf]);
    }
  }
  if (roof) {
    o += rect(x - 2, y - h - 8, w + 4, 8, C.g2);
    for (let i = 0; i < Math.floor(w / 30); i++) o += bush(x + 15 + i * 30 + R(-4, 4), y - h - 4, R(10, 16), [C.g2, C.g3, C.leaf]);
    if (roof === 2) o += tree(x + w * 0.7, y - h - 6, 70, 1);
  }
  return o;
}
function skyline(y, x0, x1, fill, hmin, hmax, wmin = 50, wmax = 110) {
  let d = '';
  let x = x0;
  while (x < x1) {
    const w = R(wmin, wmax);
    const h = R(hmin, hmax);
    d += t`M${x} ${y}V${y - h}H${x + w}V${y}Z`;
    if (rnd() < 0.25) d += t`M${x + w * 0.4} ${y - h}v${-h * 0.15}h${w * 0.12}v${h * 0.15}Z`;
    x += w + R(-10, 6);
  }
  return path(d, fill);
}
// estufa do Jardim Botânico de Curitiba (silhueta)
function greenhouse(cx, y, s = 1) {
  def('gg', `<pattern id="gg" width="14" height="16" patternUnits="userSpaceOnUse"><path d="M0 .5H14M.5 0V16" stroke="#fff" stroke-width="1.6" fill="none"/></pattern>`);
  const shapes =
    'M-62 0V-96C-62-140-30-168 0-186C30-168 62-140 62-96V0Z' +
    'M-160 0V-62C-160-92-140-108-62-110V0Z' +
    'M160 0V-62C160-92 140-108 62-110V0Z';
  return g(
    { transform: tr(cx, y, 0, s) },
    path(shapes, '#dcf0f7'),
    path(shapes, url('gg'), { 'fill-opacity': 0.9 }),
    path(shapes, 'none', { stroke: '#fff', 'stroke-width': 4 }),
    line('M0-186V-212M-62-96H62M-160-62H-62M62-62H160', '#fff', 4),
    circ(0, -214, 5, '#fff'),
    rect(-170, -8, 340, 8, '#fff'),
  );
}
function windowFrame(x, y, w, h, { outside = '', curtain = C.sand } = {}) {
  const cid = 'wc' + Math.round(x) + Math.round(y);
  def(cid, `<clipPath id="${cid}">${rect(x, y, w, h)}</clipPath>`);
  return (
    rect(x - 12, y - 12, w + 24, h + 24, '#fbf8f1') +
    g({ 'clip-path': url(cid) }, rect(x, y, w, h, url(lin('skw', [[0, '#a9d6ea'], [1, '#e6f4f9']]))), outside) +
    line(t`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.45}H${x + w}`, '#fbf8f1', 10) +
    rect(x - 22, y + h + 8, w + 44, 12, '#efe7d6', { rx: 3 }) +
    (curtain ? path(t`M${x + w + 18} ${y - 26}h46v${h + 60}h-30c-8-60-8-${h * 0.6}-16-${h + 60}Z`, curtain) + rect(x - 30, y - 30, w + 110, 8, '#9c8a70', { rx: 4 }) : '')
  );
}
function tiles(x, y, w, h, base = '#eef2ee', gap = '#d5ddd6', tw = 44, th = 22) {
  const id = 'tl' + tw;
  def(id, `<pattern id="${id}" width="${tw}" height="${th * 2}" patternUnits="userSpaceOnUse"><path d="M0 .5H${tw}M0 ${th + 0.5}H${tw}M.5 0V${th}M${tw / 2 + 0.5} ${th}V${th * 2}" stroke="${gap}" stroke-width="2" fill="none"/></pattern>`);
  return rect(x, y, w, h, base) + rect(x, y, w, h, url(id));
}
function planks(x, y, w, h, fill = '#d9b48a', gap = '#b8925f', ph = 14) {
  const id = 'pk' + fill.slice(1);
  def(id, `<pattern id="${id}" width="180" height="${ph * 2}" patternUnits="userSpaceOnUse"><path d="M0 .5H180M0 ${ph + 0.5}H180M60 0V${ph}M150 ${ph}V${ph * 2}" stroke="${gap}" stroke-width="1.5" fill="none"/></pattern>`);
  return rect(x, y, w, h, fill) + rect(x, y, w, h, url(id));
}
// parede de jardim vertical (padrão de folhas)
function lwPattern() {
  return def('lw', () => {
    let o = '';
    const T = 70;
    const items = [];
    for (let i = 0; i < 15; i++) items.push([R(0, T), R(0, T), R(16, 26), R(0, 360), pick([C.g2, C.g3, C.mid, C.leaf, '#3f8f55'])]);
    for (const [lx, ly, l, a, c] of items)
      for (const dx of [0, -T, T]) for (const dy of [0, -T, T]) {
        const ox = lx + dx;
        const oy = ly + dy;
        if (ox > -l && ox < T + l && oy > -l && oy < T + l) o += leaf(ox, oy, l, a, c, 'bl');
      }
    return `<pattern id="lw" width="${T}" height="${T}" patternUnits="userSpaceOnUse">${o}</pattern>`;
  });
}
function livingWall(x, y, w, h, { frame = C.brown, bg = C.deep, flowers = true } = {}) {
  lwPattern();
  let o = rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 6 }) + rect(x, y, w, h, bg) + rect(x, y, w, h, url('lw'));
  if (flowers) for (let i = 0; i < Math.round((w * h) / 9000); i++) o += flower(x + R(12, w - 12), y + R(12, h - 12), R(5, 8), pick([C.cream, '#f28fb1', C.lilac, C.red]));
  return o;
}
// barra de luz de cultivo com brilho
const GLOWD = () => lin('gd', [[0, '#ffa6f6', 0.85], [0.5, '#d46fe6', 0.45], [1, '#b066e8', 0.12]]);
function growBar(x, y, w, { glow = 200, spread = 0.25, body = '#2b3230', op = 1, cable = 0, dark = false } = {}) {
  const gid = dark ? GLOWD() : GLOWV();
  let o = '';
  if (cable) o += line(t`M${x + w * 0.15} ${y}V${y - cable}M${x + w * 0.85} ${y}V${y - cable}`, '#6d7471', 2);
  if (glow) o += path(t`M${x} ${y + 8}H${x + w}L${x + w + w * spread} ${y + glow}H${x - w * spread}Z`, url(gid), { opacity: op });
  o += rect(x - 4, y - 6, w + 8, 16, body, { rx: 8 });
  o += rect(x + 4, y + 5, w - 8, 6, '#f7d3f4', { rx: 3 });
  let d = '';
  for (let i = 0; i < Math.floor(w / 16); i++) d += t`M${x + 10 + i * 16} ${y + 8}h0`;
  o += line(d, C.mag, 4.5);
  return o;
}
// EVA Baby (vista frontal). (x,y) = topo-centro do painel; painel 200 x 380 unidades
const EVA_TIERS = [
  [['basil', -44, 1.25], ['mint', 44, 1.15]],
  [['chives', -44, 1.15], ['basil', 42, 1.2]],
  [['mint', -42, 1.1], ['lettuce', 44, 1.15]],
];
const GLOWE = () => lin('ge', [[0, C.mag, 0.24], [0.3, C.vio, 0.06], [1, C.vio, 0]]);
function evaBaby(x, y, s = 1, { black = false, tiers = EVA_TIERS, glow = 1, halo = true, shadow = true, bar = true } = {}) {
  const body = black ? '#2a2c2e' : '#fbfaf6';
  const lip = black ? '#1d1f21' : '#f0eee6';
  const edge = black ? '#3a3d40' : '#e3dfd4';
  let o = '';
  if (halo && glow) o += ell(0, 90, 230, 270, url(GLOWR()), { opacity: 0.5 * glow });
  if (shadow) o += rect(-92, 12, 200, 380, '#000', { rx: 18, 'fill-opacity': 0.13 });
  o += rect(-100, 0, 200, 380, body, { rx: 16, stroke: edge, 'stroke-width': 2 });
  if (bar) o += rect(-74, -40, 9, 44, body, { stroke: edge, 'stroke-width': 1.5 }) + rect(65, -40, 9, 44, body, { stroke: edge, 'stroke-width': 1.5 });
  // luz da barra: atrás das plantas (deixa o verde limpo), tingindo o painel
  if (bar && glow) o += path('M-104-26H104L150 330H-150Z', url(GLOWE()), { opacity: Math.min(1, 1.6 * glow) });
  const TY = [62, 172, 282];
  tiers.forEach((row, i) => {
    const ty = TY[i];
    o += rect(-86, ty - 9, 172, 14, black ? '#121314' : '#3b2a1e', { rx: 6 });
    for (const [k, dx, sc] of row) o += herb(k, dx, ty, sc);
    o += path(t`M-92 ${ty}H92V${ty + 32}Q92 ${ty + 50} 74 ${ty + 50}H-74Q-92 ${ty + 50} -92 ${ty + 32}Z`, lip, { stroke: edge, 'stroke-width': 1.5 });
    o += rect(-80, ty + 3, 160, 4, '#fff', { 'fill-opacity': black ? 0.08 : 0.7, rx: 2 });
  });
  // indicador de nível de água
  o += rect(-34, 350, 68, 14, black ? '#111' : '#e4ecee', { rx: 7 }) + rect(-31, 353, 40, 8, C.water, { rx: 4 });
  if (bar) {
    if (glow) o += ell(0, -26, 110, 13, url(GLOWR()), { opacity: 0.55 * glow });
    o += rect(-112, -52, 224, 24, body, { rx: 12, stroke: edge, 'stroke-width': 1.5 });
    o += rect(-100, -32, 200, 6, glow ? '#f7d3f4' : '#ddd', { rx: 3 });
    let d = '';
    for (let i = 0; i < 12; i++) d += t`M${-88 + i * 16} -29h0`;
    o += line(d, glow ? C.mag : '#bbb', 4);
    o += circ(96, -40, 3, glow ? C.g3 : '#999');
  }
  return g({ transform: tr(x, y, 0, s) }, o);
}
// EVA Baby em três-quartos (visto da direita, um pouco de cima): frente inclinada,
// lateral fina, topo, barra de luz projetada e trilho de parede aparecendo atrás
function evaBaby34(x, y, s = 1) {
  const k = 0.8;
  const b = 0.08;
  const vx = 22;
  const vy = -14;
  const P = (px, py, z) => [k * px + vx * z, py + b * px + vy * z];
  const q = (...pts) => poly(pts.map((p) => P(...p)));
  let o = ell(20, 170, 250, 300, url(GLOWR()), { opacity: 0.4 });
  // trilho de parede (atrás)
  o += path(q([-90, 22, 1], [150, 22, 1], [150, 50, 1], [-90, 50, 1]), '#cfc9bb') + circ(...P(132, 36, 1), 5, '#8e9a95');
  o += path(q([100, 8, 1], [100, 388, 1], [60, 400, 1], [60, 8, 1]), '#000', { 'fill-opacity': 0.06 });
  // lateral e topo
  o += path(q([100, 6, 0], [100, 6, 1], [100, 374, 1], [100, 374, 0]), '#dcd7cb');
  o += path(q([-94, 0, 0], [94, 0, 0], [94, 0, 1], [-94, 0, 1]), '#f1eee6');
  o += g({ transform: `matrix(${k} ${b} 0 1 0 0)` }, evaBaby(0, 0, 1, { bar: false, halo: false, shadow: false, glow: 0 }));
  // barra de luz
  const pt = (...a) => P(...a).map(fmt).join(' ');
  o += line(`M${pt(-60, 0, 0.5)}L${pt(-60, -40, -0.6)}M${pt(60, 0, 0.5)}L${pt(60, -40, -0.6)}`, '#e3dfd4', 8);
  o += path(q([-100, -28, -0.8], [100, -28, -0.8], [150, 330, -0.8], [-140, 330, -0.8]), url(GLOWE()));
  o += ell(...P(0, -26, -0.8), 100, 18, url(GLOWR()), { opacity: 0.7 });
  o += path(q([112, -52, -0.8], [112, -52, -0.2], [112, -28, -0.2], [112, -28, -0.8]), '#dcd7cb');
  o += path(q([-112, -52, -0.8], [112, -52, -0.8], [112, -52, -0.2], [-112, -52, -0.2]), '#f1eee6');
  o += path(q([-112, -52, -0.8], [112, -52, -0.8], [112, -28, -0.8], [-112, -28, -0.8]), '#fbfaf6', { stroke: '#e3dfd4', 'stroke-width': 1.5 });
  o += path(q([-100, -32, -0.8], [100, -32, -0.8], [100, -27, -0.8], [-100, -27, -0.8]), '#f7d3f4');
  return g({ transform: tr(x, y, 0, s) }, o);
}
// pessoa simples (pés em x,y, ~170 unidades de altura)
const POSES = {
  stand: { hip: [0, -80], sh: [0, -138], legs: [[[-6, -80], [-8, -40], [-9, -4]], [[6, -80], [8, -40], [9, -4]]], arms: [[[-2, -132], [-12, -104], [-14, -78]], [[2, -132], [12, -104], [14, -78]]] },
  kneel: { hip: [0, -54], sh: [14, -108], legs: [[[0, -54], [-6, -8], [-36, -4]], [[4, -54], [30, -50], [30, -4]]], arms: [[[12, -104], [28, -80], [46, -62]], [[16, -104], [36, -86], [54, -70]]] },
  bend: { hip: [0, -78], sh: [30, -126], legs: [[[-4, -78], [-6, -40], [-10, -4]], [[4, -78], [12, -40], [14, -4]]], arms: [[[28, -122], [44, -104], [60, -96]], [[32, -122], [52, -108], [68, -100]]] },
  sit: { hip: [0, -62], sh: [6, -120], legs: [[[0, -62], [34, -62], [36, -22]], [[4, -60], [38, -60], [40, -20]]], arms: [[[6, -114], [26, -104], [48, -110]], [[8, -114], [32, -108], [56, -114]]] },
  hold: { hip: [0, -80], sh: [0, -138], legs: [[[-6, -80], [-8, -40], [-9, -4]], [[6, -80], [8, -40], [9, -4]]], arms: [[[-2, -132], [10, -108], [28, -106]], [[2, -132], [16, -110], [34, -110]]] },
  wave: { hip: [0, -80], sh: [0, -138], legs: [[[-6, -80], [-8, -40], [-9, -4]], [[6, -80], [8, -40], [9, -4]]], arms: [[[-2, -132], [-12, -104], [-14, -78]], [[2, -132], [22, -146], [28, -170]]] },
};
const HAIR = {
  short: 'M-16 2C-18-22 16-24 16-2C6-8-4-10-8-4C-10-2-13 0-16 2Z',
  hat: 'M-24-9A24 5 0 0 0 24-9A24 5 0 0 0-24-9ZM-12-9Q0-30 12-9Z',
};
function person(x, y, sc = 1, { skin = SKIN[1], shirt = C.g2, pants = '#3d4a5c', hair = '#2b1d14', style = 'short', pose = 'stand', flip = false, shoes = '#3a2a20', sleeve = 'short', item = '' } = {}) {
  const P = typeof pose === 'string' ? POSES[pose] : pose;
  const pl = (pts) => 'M' + pts.map(([a, b]) => `${fmt(a)} ${fmt(b)}`).join('L');
  const arm = ([a, b, c]) =>
    (sleeve === 'long' ? line(pl([a, b, c]), shirt, 10) : line(pl([a, b]), shirt, 11) + line(pl([b, c]), skin, 9)) + circ(c[0], c[1], 5.5, skin);
  let o = arm(P.arms[0]);
  o += line(P.legs.map(pl).join(''), pants, 14);
  o += path(P.legs.map((L) => t`M${L[2][0] - 4} ${L[2][1] + 1}a9 5 0 0 0 18 0a9 5 0 0 0-18 0Z`).join(''), shoes);
  o += line(pl([P.hip, P.sh]), shirt, 32);
  const [hx, hy] = [P.sh[0] + 2, P.sh[1] - 30];
  o += rect(hx - 5, hy + 8, 10, 12, skin);
  if (style === 'long') o += rect(hx - 17, hy - 14, 34, 40, hair, { rx: 14 });
  o += circ(hx, hy, 15, skin);
  const hs = (id) => def('h' + id, `<path id="h${id}" d="${HAIR[id]}"/>`) && E('use', { href: '#h' + id, x: hx, y: hy, fill: id === 'hat' ? C.sand : hair });
  if (style !== 'bald' && style !== 'hat') o += hs('short');
  if (style === 'bun') o += circ(hx - 8, hy - 16, 8, hair);
  if (style === 'curly') for (let i = 0; i < 6; i++) o += circ(hx - 14 + i * 5.6, hy - 12 + Math.abs(i - 2.5) * 2.4, 7, hair);
  if (style === 'hat') o += hs('short').replace(`fill="${hair}"`, 'fill="#3a2a20"') + hs('hat') + rect(hx - 12, hy - 13, 24, 4, C.g2);
  o += arm(P.arms[1]) + item;
  return g({ transform: `translate(${fmt(x)} ${fmt(y)})scale(${flip ? '-' : ''}${f2(sc)} ${f2(sc)})` }, o);
}
function wateringCan(x, y, s = 1, fill = C.g3) {
  return g(
    { transform: tr(x, y, 0, s) },
    line('M28-52C40-80 80-80 84-52', fill, 7),
    line('M-26-38L-62-72', fill, 8),
    path('M-74-84L-56-62L-66-56L-84-78Z', fill),
    path('M-32 0H32L38-58H-38Z', fill),
    rect(-40, -64, 80, 10, '#fff', { 'fill-opacity': 0.2, rx: 4 }),
    path('M6 0H32L38-58H12Z', '#000', { 'fill-opacity': 0.1 }),
  );
}
function shovel(x, y, s = 1, ang = 0) {
  return g(
    { transform: tr(x, y, ang, s) },
    rect(-4, -150, 8, 110, C.woodL, { rx: 3 }),
    path('M-14-160H14V-150H-14Z', C.steel),
    path('M-16-42H16V-10Q0 14-16-10Z', '#8e9a95'),
  );
}
function rake(x, y, s = 1, ang = 0) {
  return g(
    { transform: tr(x, y, ang, s) },
    rect(-3.5, -160, 7, 150, C.woodL, { rx: 3 }),
    rect(-26, -14, 52, 6, C.steel, { rx: 2 }),
    line('M-22-8V6M-11-8V6M0-8V6M11-8V6M22-8V6', C.steel, 3.5),
  );
}
function trowel(x, y, s = 1, ang = 0) {
  return g({ transform: tr(x, y, ang, s) }, rect(-5, -40, 10, 28, C.red, { rx: 4 }), path('M-10-14H10L0 30Z', '#9aa5a0'), rect(-2, -16, 4, 6, C.steel));
}
function crate(x, y, w, h, fill = C.woodL, produce = []) {
  let o = '';
  for (const [c, r] of produce) for (let i = 0; i < Math.floor(w / (r * 1.8)); i++) o += circ(x + r + 3 + i * r * 1.8, y - h + 2 + R(-4, 0), r, c);
  return o + rect(x, y - h, w, h, fill, { rx: 2 }) + line(t`M${x} ${y - h * 0.5}H${x + w}`, C.brown, 2, { 'stroke-opacity': 0.5 });
}
function laptop(x, y, s = 1) {
  return g(
    { transform: tr(x, y, 0, s) },
    path('M-48-4H48L56 4H-56Z', '#c9cfcc'),
    rect(-42, -62, 84, 58, '#39423e', { rx: 4 }),
    rect(-36, -56, 72, 46, '#eaf4ec'),
    leaf(-8, -24, 24, -50, C.g3, 'lv') + leaf(-8, -24, 18, -130, C.mid, 'lv'),
    rect(4, -46, 26, 4, C.leaf, { rx: 2 }) + rect(4, -38, 20, 4, C.pale, { rx: 2 }) + rect(4, -30, 24, 4, C.pale, { rx: 2 }),
  );
}
function clipboard(x, y, s = 1, ang = 0) {
  return g(
    { transform: tr(x, y, ang, s) },
    rect(-20, -28, 40, 54, C.brown, { rx: 3 }),
    rect(-16, -22, 32, 44, '#fff'),
    rect(-8, -31, 16, 8, '#9aa5a0', { rx: 2 }),
    line('M-11-12H11M-11-4H11M-11 4H6M-11 12H9', '#9aa5a0', 2),
    line('M-13-13l3 3 5-6', C.g3, 2),
  );
}
// escurece/clareia uma cor hex
const shade = (hex, k) => '#' + [1, 3, 5].map((i) => Math.max(0, Math.min(255, Math.round(parseInt(hex.slice(i, i + 2), 16) * k))).toString(16).padStart(2, '0')).join('');
// dedos: cápsulas com contorno sutil
const fingers = (d, skin, w) => line(d, shade(skin, 0.82), w + 3) + line(d, skin, w);
// mão direita aberta, palma para o observador, dedos para cima (punho em ~y=150)
function openHand(skin, sleeve) {
  return (
    path('M24 138H150L196 340H34Z', sleeve) +
    path('M24 138H150L154 158H22Z', shade(sleeve, 0.85)) +
    path('M6 14C2 80 22 150 78 154C124 156 148 118 148 64V14Z', skin) +
    fingers('M22 20L14-56M52 14L48-90M82 12L84-100M112 16L124-82', skin, 26) +
    path('M6 14C2 80 22 150 78 154C124 156 148 118 148 64V10H6Z', skin) +
    fingers('M136 96L186 26', skin, 30) +
    line('M36 64Q70 84 118 58M28 104Q66 116 104 96', '#000', 2.5, { 'stroke-opacity': 0.12 })
  );
}
// duas mãos abertas (🤲); conteúdo é desenhado depois, por cima das palmas
function openHands(x, y, s = 1, { skin = SKIN[1], skin2, sleeve = C.g2, sleeve2 } = {}) {
  return g({ transform: tr(x, y, 0, s) }, g({ transform: 'scale(-1 1)' }, openHand(skin2 || skin, sleeve2 || sleeve)), openHand(skin, sleeve));
}
// aperto de mãos: A vem da esquerda, B da direita (B por cima)
function handshake(x, y, s = 1, { skinA = SKIN[3], sleeveA = C.g2, skinB = SKIN[0], sleeveB = C.terra } = {}) {
  return g(
    { transform: tr(x, y, 0, s) },
    rect(-380, -40, 270, 82, sleeveA, { rx: 14 }),
    rect(-140, -44, 30, 90, shade(sleeveA, 0.85), { rx: 8 }),
    rect(110, -48, 270, 82, sleeveB, { rx: 14 }),
    rect(108, -52, 30, 90, shade(sleeveB, 0.85), { rx: 8 }),
    path('M-112-34C-60-42 0-40 34-24C56-12 60 24 40 36C4 50-70 46-112 38Z', skinA),
    fingers('M30 40L70 46M34 26L76 30', skinA, 16),
    path('M110-42C60-50 4-46-26-34C-44-26-46 6-28 18C10 34 70 30 110 30Z', skinB),
    fingers('M-30-30L-52 8M-14-34L-36 12M2-34L-18 16M18-32L0 18', skinB, 15),
    fingers('M-86-28Q-50-46-6-50', skinA, 19),
  );
}
// punho (vista lateral) segurando um cabo no eixo vertical local x=0; antebraço para +x
function fist(x, y, ang, s = 1, skin = SKIN[1], sleeve = C.g2, flip = false) {
  return g(
    { transform: `${tr(x, y, ang)} scale(${flip ? '-' : ''}${f2(s)} ${f2(s)})` },
    rect(24, -34, 240, 72, sleeve, { rx: 14 }),
    rect(22, -38, 26, 80, shade(sleeve, 0.85), { rx: 8 }),
    rect(-30, -46, 64, 92, skin, { rx: 26 }),
    fingers('M-24-32H14M-26-11H14M-26 10H14M-22 31H12', skin, 19),
    fingers('M30-40Q4-58-18-48', skin, 18),
  );
}
// mão segurando a lateral de um objeto (vista frontal): polegar na frente, dedos atrás
function sideGrip(x, y, s = 1, skin = SKIN[1], sleeve = C.g2, flip = false) {
  return g(
    { transform: `${tr(x, y)} scale(${flip ? '-' : ''}${f2(s)} ${f2(s)})` },
    path('M-34 30L-84 250H-30L6 40Z', sleeve),
    path('M-34 30L-40 52H4L6 40Z', shade(sleeve, 0.85)),
    rect(-36, -34, 40, 70, skin, { rx: 18 }),
    fingers('M-2-22L22-30', skin, 15),
  );
}
function badgeBase(icon, label, c1 = C.g2, c2 = C.deep) {
  let star = '';
  const N = 28;
  const pts = [];
  for (let i = 0; i < N * 2; i++) {
    const a = (Math.PI * i) / N;
    const r = i % 2 ? 104 : 114;
    pts.push([120 + r * Math.cos(a), 112 + r * Math.sin(a)]);
  }
  star = path(poly(pts), c1);
  return (
    star +
    circ(120, 112, 94, c2) +
    circ(120, 112, 84, 'none', { stroke: C.pale, 'stroke-width': 2, 'stroke-dasharray': '4 5' }) +
    circ(120, 112, 74, C.cream) +
    icon +
    path('M14 150H46L36 166L46 182H14Z', '#9f3129') +
    path('M226 150H194L204 166L194 182H226Z', '#9f3129') +
    path('M30 138H210V176H30Z', C.red) +
    path('M30 176L46 182V176ZM210 176L194 182V176Z', '#7d2620') +
    txt(120, 164, label, 21, '#fff', { 'font-weight': 800, 'text-anchor': 'middle', textLength: label.length * 16.5, lengthAdjust: 'spacingAndGlyphs' })
  );
}
function shadowEll(x, y, rx, ry = rx * 0.12, op = 0.14) {
  return ell(x, y, rx, ry, '#000', { 'fill-opacity': op });
}

// ---------------------------------------------------------------- cenas
const S = {};
const W = (name, w, h, fn) => (S[name] = { w, h, fn });

// ---- banners da home
W('home-banner-eva-baby', 1600, 700, (s) => {
  s.add(rect(0, 0, 1600, 700, '#f3eadb'));
  s.add(windowFrame(1250, 100, 250, 320, { outside: tree(1320, 460, 260, 1) + tree(1450, 470, 200, 1, [C.g3, C.mid, C.leaf]) }));
  s.add(rect(0, 600, 1600, 100, '#d9b48a'), planks(0, 600, 1600, 100));
  s.add(ell(930, 645, 330, 32, C.terra, { 'fill-opacity': 0.35 }));
  // sofá (borda)
  s.add(
    rect(1120, 410, 520, 120, '#5f8f6e', { rx: 26 }),
    rect(1100, 500, 540, 100, '#557f62', { rx: 20 }),
    rect(1080, 450, 64, 160, '#4c7458', { rx: 28 }),
    rect(1170, 430, 120, 90, C.sand, { rx: 20 }),
    rect(1300, 440, 110, 80, C.terra, { rx: 20 }),
    rect(1110, 600, 14, 26, C.brown) + rect(1590, 600, 14, 26, C.brown),
  );
  // mesinha com vaso
  s.add(rect(640, 500, 150, 12, C.wood, { rx: 5 }), line('M655 510L645 606M775 510L785 606', C.brown, 7), pot(715, 500, 58, 52, C.cream, '#e6dcc8'), spider(715, 450, 0.8));
  s.add(evaBaby(930, 112, 1.2));
  // área calma à esquerda
  s.add(path('M0 0H560C620 160 520 300 600 460C640 560 600 640 620 700H0Z', url(lin('lg', [[0, C.deep], [1, '#25583a']], false))));
  s.add(g({ fill: C.g2, 'fill-opacity': 0.35 }, leaf(-40, 720, 320, -62, C.g2, 'bl'), leaf(420, 760, 260, -105, C.g2, 'bl'), leaf(40, -40, 220, 35, C.g2, 'bl')));
});
W('home-banner-horta', 1600, 700, (s) => {
  s.add(sky(1600, 700), sun(1400, 110, 48), cloud(420, 120, 1.2), cloud(980, 80, 0.9), cloud(1200, 190, 0.7, 0.7));
  s.add(skyline(440, -20, 1620, '#b8d6e0', 80, 230, 60, 130));
  s.add(tree(560, 440, 110, 1, ['#8fbf8a', '#9fcb94', '#b3d6a4']), tree(930, 440, 120, 1, ['#8fbf8a', '#9fcb94', '#b3d6a4']), tree(970, 440, 90, 1, ['#8fbf8a', '#9fcb94', '#b3d6a4']));
  s.add(greenhouse(740, 440, 0.95));
  s.add(skyline(470, -20, 1620, '#8fb7c5', 30, 120, 70, 150));
  s.add(rect(0, 470, 1600, 26, '#d8c3a3'), rect(0, 496, 1600, 204, '#e5d2b3'), line('M0 540H1600M0 600H1600M0 670H1600', '#cdb792', 2));
  s.add(bed(540, 650, 360, 100, rowOf('lettuce', 556, 884, 544, 1.15, 4)));
  s.add(bed(950, 660, 330, 100, tomato(1000, 556, 270, 1.1) + tomato(1115, 556, 290, 1.1) + tomato(1230, 556, 260, 1.1)));
  s.add(bed(1330, 670, 300, 100, chives(1370, 566, 1.2) + basil(1450, 566, 1.3) + mint(1530, 566, 1.3) + strawberryPlant(1600, 566, 1.3)));
  s.add(wateringCan(460, 678, 1, C.g2), crate(1200, 692, 110, 40, C.woodL, [[C.red, 12], ['#e07b39', 11]]));
});
W('home-banner-cidade-verde', 1600, 700, (s) => {
  s.add(sky(1600, 700), sun(240, 130, 44), cloud(700, 110, 1.1), cloud(1300, 80, 1));
  s.add(skyline(560, -20, 1620, '#c2dce5', 150, 330, 60, 120));
  s.add(
    building(20, 580, 210, 330, { fill: C.cream, facade: 1, roof: 1, cols: 3 }),
    building(250, 580, 160, 420, { fill: C.sand, balcony: 1, roof: 2, cols: 2 }),
    building(430, 580, 240, 280, { fill: '#dfe8e1', facade: 2, roof: 1, cols: 4 }),
    building(690, 580, 190, 460, { fill: C.terra, win: '#f6e2c9', balcony: 1, roof: 1, cols: 3 }),
    building(900, 580, 230, 350, { fill: C.cream, facade: 1, roof: 2, cols: 4 }),
    building(1150, 580, 170, 260, { fill: '#e7d3b8', balcony: 1, roof: 1, cols: 3 }),
    building(1340, 580, 250, 400, { fill: '#dfe8e1', facade: 2, roof: 1, cols: 4 }),
  );
  s.add(rect(0, 580, 1600, 30, '#d8d2c4'), rect(0, 610, 1600, 90, '#6d7a72'), line('M0 655H1600', '#f6efe1', 4, { 'stroke-dasharray': '40 30' }));
  for (let x = 60; x < 1600; x += 170) s.add(ell(x, 586, 26, 5, C.soil), tree(x, 586, 150, 1));
  s.add(person(560, 600, 0.55, { shirt: C.red, skin: SKIN[2] }), person(585, 600, 0.5, { shirt: C.sand, skin: SKIN[0], style: 'long', hair: '#8a5a2b' }), person(1260, 600, 0.55, { shirt: C.vio, skin: SKIN[3], style: 'curly' }));
});

// ---- cards
W('card-horta-inteligente', 640, 480, (s) => {
  s.add(rect(0, 0, 640, 480, '#efe6d6'), rect(0, 0, 640, 480, url(rad('vg', [[0, '#fff8ec'], [1, '#efe6d6', 0]])), { opacity: 0.8 }));
  s.add(evaBaby(320, 86, 1.15, { tiers: [[['basil', -44, 1.25], ['mint', 44, 1.2]], [['chives', -44, 1.2], ['basil', 42, 1.2]], [['mint', -42, 1.1], ['basil', 44, 1.1]]] }));
});
W('card-projetos', 640, 480, (s) => {
  s.add(sky(640, 480), rect(0, 250, 640, 230, '#9fcf7e'));
  s.add(rect(0, 170, 640, 90, '#d9b48a'), line('M0 200H640M0 235H640', C.wood, 3), line('M30 170V260M120 170V260M210 170V260M300 170V260M390 170V260M480 170V260M570 170V260', C.wood, 3, { 'stroke-opacity': 0.5 }));
  s.add(rect(0, 330, 640, 150, '#8ec26f'));
  // canteiro em construção: tábua de trás, tábua da frente de baixo, tábua de cima ainda no chão
  s.add(shadowEll(490, 392, 140, 8), rect(382, 296, 216, 46, '#8a5a34'), rect(382, 296, 216, 8, '#000', { 'fill-opacity': 0.15 }));
  s.add(rect(370, 342, 240, 48, C.wood, { rx: 3 }), rect(370, 342, 240, 6, '#fff', { 'fill-opacity': 0.2 }), rect(368, 286, 16, 106, C.brown, { rx: 2 }), rect(596, 286, 16, 106, C.brown, { rx: 2 }));
  s.add(circ(378, 360, 3, '#5f6b66'), circ(378, 376, 3, '#5f6b66'), circ(604, 360, 3, '#5f6b66'), circ(604, 376, 3, '#5f6b66'));
  s.add(g({ transform: 'rotate(-4 470 440)' }, rect(352, 426, 250, 30, '#000', { 'fill-opacity': 0.12, rx: 3, transform: 'translate(4 6)' }), rect(352, 426, 250, 30, C.woodL, { rx: 3 }), line('M380 441H440M500 437H560', C.brown, 1.5, { 'stroke-opacity': 0.4 })));
  // martelo e saco de terra
  s.add(g({ transform: 'rotate(20 520 470)' }, rect(470, 466, 90, 9, C.wood, { rx: 4 }), rect(552, 454, 16, 34, C.steel, { rx: 3 })));
  s.add(path('M566 300C560 330 560 370 568 392H636C644 370 644 330 638 300Q602 290 566 300Z', C.sand), path('M570 300Q602 312 634 300L630 290Q602 282 574 290Z', '#d9b48a'), leaf(590, 360, 30, -45, C.g3, 'bl'), leaf(590, 360, 22, -110, C.leaf, 'bl'));
  // planta no papel
  s.add(
    g(
      { transform: 'translate(170 390) rotate(-8)' },
      rect(-140, -80, 280, 180, '#000', { 'fill-opacity': 0.12, rx: 4, transform: 'translate(6 6)' }),
      rect(-140, -80, 280, 180, '#fbfaf6', { rx: 4 }),
      line('M-130-40H130M-130-10H130M-130 20H130M-130 50H130M-100-70V90M-60-70V90M-20-70V90M20-70V90M60-70V90M100-70V90', '#d5e6ee', 1),
      rect(-110, -55, 90, 40, C.pale, { stroke: C.g3, 'stroke-width': 2.5 }),
      rect(-110, 10, 90, 40, C.pale, { stroke: C.g3, 'stroke-width': 2.5 }),
      rect(10, -55, 50, 105, C.pale, { stroke: C.g3, 'stroke-width': 2.5 }),
      circ(100, -30, 18, C.leaf, { stroke: C.g2, 'stroke-width': 2.5 }),
      circ(100, 30, 14, C.leaf, { stroke: C.g2, 'stroke-width': 2.5 }),
      line('M-110 70H60', C.terra, 2, { 'stroke-dasharray': '6 5' }),
      g({ transform: 'translate(40 60) rotate(-30)' }, rect(0, -4, 90, 8, '#f4c542'), path('M0-4L-14 0L0 4Z', C.sand), rect(82, -4, 12, 8, C.red)),
    ),
  );
  s.add(shovel(300, 300, 0.9, -8), trowel(330, 470, 1, 60));
});
W('card-suporte-cultivo', 640, 480, (s) => {
  s.add(rect(0, 0, 640, 480, '#e9efe9'), rect(0, 410, 640, 70, '#d0d9d2'));
  s.add(rect(120, 30, 14, 400, '#4a5450'), rect(506, 30, 14, 400, '#4a5450'));
  const shelves = [150, 280, 410];
  for (const yy of shelves) {
    s.add(growBar(150, yy - 118, 340, { glow: 120, spread: 0.06, op: 0.9 }));
    s.add(rect(140, yy - 20, 360, 14, C.soil, { rx: 4 }));
    s.add(rowOf(yy === 280 ? 'basil' : 'lettuce', 150, 490, yy - 14, yy === 280 ? 0.75 : 0.75, yy === 280 ? 5 : 5));
    s.add(rect(130, yy - 10, 380, 16, '#6a7470', { rx: 2 }), rect(140, yy - 10, 360, 4, '#fff', { 'fill-opacity': 0.2 }));
  }
  s.add(rect(112, 22, 416, 14, '#4a5450', { rx: 3 }));
  s.add(pot(580, 440, 60, 60, C.terra), snakePlant(580, 384, 0.8), pot(64, 440, 56, 48, C.cream, '#e6dcc8'), spider(64, 396, 0.6));
});

// ---- home projetos: terraço de café
W('home-projetos', 960, 640, (s) => {
  s.add(rect(0, 0, 960, 640, '#efe4d0'));
  s.add(livingWall(60, 70, 420, 300));
  // fachada do café
  s.add(rect(540, 60, 380, 360, '#fbf8f1'), rect(580, 150, 300, 270, '#cfe3ea'), line('M730 150V420M580 285H880', '#fbf8f1', 8));
  s.add(path('M560 100H900L930 160H530Z', C.red), path('M600 100L590 160H650L640 100ZM680 100L690 160H750L720 100ZM760 100L790 160H850L800 100Z', C.cream));
  s.add(rect(0, 430, 960, 210, '#d9b48a'), planks(0, 430, 960, 210, '#d9b48a', '#c29c6c', 20));
  s.add(rect(0, 420, 960, 14, '#c9b08a'));
  // mesas e cadeiras
  const table = (x) =>
    ell(x, 560, 60, 9, '#000', { 'fill-opacity': 0.12 }) +
    line(t`M${x} 480V555M${x - 22} 558H${x + 22}`, '#3f4a45', 6) +
    ell(x, 478, 56, 10, '#3f4a45') +
    path(t`M${x - 10} 470h18v-12h-18z`, '#fff') + path(t`M${x + 14} 470h14v-9h-14z`, C.terra) +
    line(t`M${x - 80} 560V470M${x - 80} 505H${x - 50}V560`, '#3f4a45', 5) +
    line(t`M${x + 80} 560V470M${x + 80} 505H${x + 50}V560`, '#3f4a45', 5);
  s.add(table(270), table(700));
  // jardineiras
  const planter = (x, w) => planterBox(x, 630, w, 56, '#55675e', bush(x + w * 0.25, 575, 30) + bush(x + w * 0.7, 575, 34) + flower(x + w * 0.45, 540, 8, C.cream) + flower(x + w * 0.85, 530, 7, '#f28fb1'));
  s.add(planter(20, 160), planter(420, 140), planter(800, 150));
  s.add(pot(500, 420, 60, 64, C.terra), snakePlant(500, 356, 0.8));
  s.add(trailing(100, 70, 120), trailing(240, 70, 90), trailing(420, 70, 110));
});

// ---- sobre
W('sobre-banner', 1600, 500, (s) => {
  s.add(sky(1600, 500), sun(1460, 90, 40), cloud(300, 80, 1), cloud(1000, 70, 0.8));
  s.add(skyline(330, -20, 1620, '#c2dce5', 60, 150, 60, 120));
  for (let x = -30; x < 1650; x += 130) s.add(tree(x + R(-20, 20), 340, R(110, 150), 1, ['#6fa86a', '#84b979', '#9fcb94']));
  s.add(rect(0, 330, 1600, 170, '#9fcf7e'), rect(0, 430, 1600, 70, '#8ec26f'));
  s.add(bed(120, 420, 300, 55, rowOf('lettuce', 130, 410, 360, 0.7)));
  s.add(bed(520, 420, 300, 55, rowOf('basil', 540, 800, 360, 0.7, 4)));
  s.add(bed(920, 420, 300, 55, rowOf('strawberry', 940, 1200, 362, 0.8, 4)));
  s.add(bed(1320, 420, 240, 55, tomato(1370, 364, 150, 0.8) + tomato(1450, 364, 160, 0.8) + tomato(1520, 364, 140, 0.8)));
  s.add(
    person(90, 486, 1, { pose: 'bend', shirt: C.terra, skin: SKIN[3], style: 'curly' }),
    person(452, 482, 0.95, { pose: 'kneel', flip: true, shirt: C.red, skin: SKIN[0], style: 'long', hair: '#8a5a2b' }),
    person(492, 488, 1, { pose: 'hold', shirt: C.g2, skin: SKIN[1], style: 'hat', item: wateringCan(58, -104, 0.42, C.terra).replace('translate(58 -104)', 'translate(58 -104) rotate(28)') }),
    person(858, 484, 0.95, { pose: 'kneel', flip: true, shirt: C.vio, skin: SKIN[2], style: 'bun' }),
    person(890, 490, 0.72, { pose: 'hold', shirt: '#f4c542', skin: SKIN[1], pants: C.g2, item: crate(24, -116, 40, 22, C.woodL, [[C.red, 7]]) }),
    person(1262, 486, 1, { pose: 'bend', flip: true, shirt: C.g3, skin: SKIN[0], style: 'bald' }),
    person(1590, 488, 1, { pose: 'bend', flip: true, shirt: C.sand, skin: SKIN[2], style: 'long', hair: '#1d1410' }),
  );
  s.add(shovel(1290, 498, 0.7, 8));
});
W('sobre-conheca-eva', 960, 640, (s) => {
  s.add(rect(0, 0, 960, 640, url(lin('dawn', [[0, '#bfe0ee'], [0.7, '#f6efe1'], [1, '#f3dcc0']]))));
  s.add(sun(480, 330, 70));
  s.add(skyline(430, -20, 980, '#bcd5d9', 90, 260, 50, 100), skyline(450, -20, 980, '#9fc2bf', 40, 160, 60, 130));
  s.add(tree(120, 450, 120, 1, ['#7fae7a', '#8fbf8a', '#a6cc98']), tree(850, 452, 140, 1, ['#7fae7a', '#8fbf8a', '#a6cc98']));
  s.add(rect(0, 440, 960, 200, '#e8c9a0'));
  s.add(openHands(480, 430, 1.1, { skin: SKIN[2], sleeve: C.g2 }));
  s.add(path('M318 548C310 480 390 438 480 436C570 438 650 480 642 548C600 590 360 590 318 548Z', C.soil));
  s.add(path('M360 520Q420 470 480 468', 'none', { stroke: '#6d4529', 'stroke-width': 6, 'stroke-opacity': 0.6 }), circ(410, 520, 7, '#6d4529'), circ(560, 500, 6, '#6d4529'), circ(520, 540, 5, '#6d4529'));
  s.add(line('M480 470Q468 380 484 300', C.g3, 9), leaf(484, 306, 120, -160, C.mid, 'bl'), leaf(484, 302, 130, -22, C.leaf, 'bl'), leaf(480, 390, 64, -150, C.g3, 'bl'));
});
W('sobre-trajetoria', 960, 640, (s) => {
  s.add(sky(960, 640), sun(820, 90, 38), cloud(260, 90, 0.9));
  const house = (x, w, h, c, roof) => rect(x, 400 - h, w, h, c) + path(t`M${x - 12} ${400 - h}L${x + w / 2} ${400 - h - w * 0.4}L${x + w + 12} ${400 - h}Z`, roof) + rect(x + w * 0.2, 400 - h * 0.7, w * 0.22, h * 0.3, C.sky) + rect(x + w * 0.58, 400 - h * 0.55, w * 0.22, h * 0.55, C.brown);
  s.add(house(40, 180, 140, C.cream, C.terra), house(270, 150, 120, C.sand, C.red), house(480, 200, 160, '#dfe8e1', C.brown), house(740, 180, 130, C.cream, C.terra));
  s.add(tree(250, 410, 160, 1), tree(700, 410, 180, 1));
  s.add(rect(0, 400, 960, 240, '#a7d38a'));
  // cerca
  let fd = '';
  for (let x = 10; x < 960; x += 34) fd += t`M${x} 440V392l8-10 8 10V440Z`;
  s.add(path(fd, '#fbf8f1'), rect(0, 404, 960, 8, '#fbf8f1'), rect(0, 424, 960, 8, '#fbf8f1'));
  s.add(rect(0, 440, 960, 200, '#8ec26f'), path('M380 640L450 440H520L600 640Z', '#d9b48a'));
  s.add(bed(60, 560, 280, 60, rowOf('lettuce', 75, 330, 506, 0.75)), bed(90, 470, 220, 40, rowOf('chives', 100, 300, 438, 0.6, 4)));
  s.add(bed(640, 560, 280, 60, tomato(690, 506, 150, 0.8) + tomato(780, 506, 170, 0.8) + tomato(870, 506, 150, 0.8)), bed(660, 470, 220, 40, rowOf('strawberry', 670, 870, 440, 0.7, 3)));
  s.add(wateringCan(520, 600, 1.1, C.terra), rake(600, 630, 0.8, 14));
});
W('sobre-apoiadores', 960, 640, (s) => {
  s.add(rect(0, 0, 960, 640, C.cream), circ(480, 330, 250, '#e9f3dc'));
  // ícones
  const badge = (x, y, inner) => circ(x, y, 56, '#fff') + circ(x, y, 56, 'none', { stroke: C.pale, 'stroke-width': 4 }) + inner;
  s.add(
    badge(170, 120, circ(170, 110, 22, '#f4c542') + rect(160, 130, 20, 14, '#8e9a95', { rx: 3 }) + line('M170 76V68M140 88l-6-5M200 88l6-5M132 112h-8M208 112h8', '#f4c542', 4) + line('M166 120v10M174 120v10', '#c99a1e', 2)),
    badge(790, 120, path('M790 98L836 116L790 134L744 116Z', C.deep) + path('M766 126V146C776 156 804 156 814 146V126L790 136Z', C.g2) + line('M832 118V144', C.terra, 3) + circ(832, 146, 4, C.terra)),
    badge(800, 470, rect(774, 440, 52, 56, C.terra) + path('M770 440H830L800 422Z', C.brown) + windowsGrid(776, 448, 48, 44, 3, 3, '#fff') + rect(794, 480, 12, 16, C.brown)),
    badge(170, 470, leaf(150, 490, 50, -45, C.g3, 'bl') + leaf(150, 490, 36, -100, C.leaf, 'bl')),
  );
  s.add(line('M226 130Q320 150 360 220M734 130Q640 150 600 220M226 470Q300 460 370 440M744 470Q660 460 590 440', C.pale, 3, { 'stroke-dasharray': '8 8' }));
  // planta em vaso
  s.add(pot(480, 615, 150, 110, C.terra), stemPlant(480, 507, 1.3, { kind: 'bl', cols: [C.mid, C.leaf, C.g3], H: 100, L: 42 }));
  // aperto de mãos
  s.add(handshake(480, 290, 1.3));
});
W('sobre-solucoes', 960, 640, (s) => {
  s.add(rect(0, 0, 960, 640, '#f1ebdf'), rect(0, 520, 960, 120, '#e0d3bb'), rect(0, 514, 960, 8, '#d2c3aa'));
  s.add(evaBaby(200, 92, 1.08));
  s.add(line('M520 0V120M800 0V120', '#6d7471', 2), growBar(460, 120, 400, { glow: 280, spread: 0.06, op: 0.85 }));
  s.add(bed(470, 590, 380, 110, rowOf('lettuce', 490, 830, 470, 0.95, 5)));
});
W('sobre-time', 960, 640, (s) => {
  s.add(rect(0, 0, 960, 640, '#eef3ea'), circ(480, 300, 260, '#deeccd'));
  s.add(livingWall(640, 60, 220, 170, { flowers: false }));
  s.add(pot(130, 430, 90, 90, C.terra), snakePlant(130, 340, 1.1));
  s.add(
    person(300, 520, 1.55, { pose: 'stand', shirt: C.g2, skin: SKIN[3], style: 'curly' }),
    person(430, 520, 1.45, { pose: 'stand', shirt: C.terra, skin: SKIN[0], style: 'long', hair: '#c98a3a' }),
    person(560, 520, 1.5, { pose: 'wave', shirt: C.deep, skin: SKIN[1], style: 'short', hair: '#1d1410' }),
    person(690, 520, 1.42, { pose: 'stand', shirt: C.vio, skin: SKIN[2], style: 'bun', hair: '#1d1410' }),
  );
  s.add(rect(160, 500, 640, 22, C.wood, { rx: 6 }), rect(190, 522, 580, 118, '#9a6a3f'), rect(190, 522, 580, 10, '#000', { 'fill-opacity': 0.15 }));
  s.add(laptop(480, 500, 1.3), pot(280, 500, 60, 46, C.cream, '#e6dcc8'), basil(280, 456, 0.6), pot(680, 500, 56, 44, C.terra), lettuce(680, 458, 0.6));
});

// ---- selos
W('selo-aceleracao', 240, 240, (s) => {
  const icon =
    g(
      { transform: 'translate(120 92) rotate(40)' },
      path('M0-46C14-34 16-10 12 14H-12C-16-10-14-34 0-46Z', '#fbfaf6', { stroke: C.deep, 'stroke-width': 3 }),
      circ(0, -16, 7, C.sky, { stroke: C.deep, 'stroke-width': 3 }),
      path('M-12 2L-24 18L-12 16ZM12 2L24 18L12 16Z', C.red),
      path('M-8 16Q0 40 8 16Z', '#f4a340'),
    ) +
    leaf(120, 120, 40, -150, C.g3, 'bl') + leaf(120, 120, 34, -30, C.leaf, 'bl');
  s.add(badgeBase(icon, 'ACELERADA'));
});
W('selo-inovacao', 240, 240, (s) => {
  const icon =
    circ(120, 80, 30, '#f4c542') + path('M104 98H136L132 112H108Z', '#f4c542') +
    rect(108, 112, 24, 12, '#8e9a95', { rx: 3 }) +
    line('M112 106V92Q116 84 120 92Q124 84 128 92V106', '#fff', 3) +
    leaf(120, 80, 22, -60, C.g3, 'bl') +
    line('M120 38V30M90 52l-6-5M150 52l6-5M82 80h-8M158 80h8', C.terra, 3);
  s.add(badgeBase(icon, 'INOVAÇÃO'));
});

// ---- projetos
W('projetos-banner', 1600, 500, (s) => {
  s.add(rect(0, 0, 1600, 500, '#efe4d0'), rect(0, 0, 1600, 360, '#f3ecdf'));
  s.add(rect(0, 0, 520, 360, '#e9ddc7'));
  s.add(livingWall(1120, 50, 380, 260));
  s.add(rect(0, 360, 1600, 140, '#c9a27a'), planks(0, 360, 1600, 140, '#cfa87e', '#b48d63', 18));
  s.add(line('M0 345H1600', '#ded2bc', 30));
  s.add(bed(700, 470, 360, 80, rowOf('lettuce', 720, 900, 390, 0.8, 3) + seedling(940, 392, 0.9) + seedling(990, 392, 0.9)));
  s.add(person(1120, 486, 1.2, { pose: 'kneel', flip: true, shirt: C.g2, skin: SKIN[2], style: 'hat', sleeve: 'short' }));
  s.add(pot(1300, 480, 90, 90, C.terra), mint(1300, 390, 1), pot(1410, 484, 70, 70, C.cream, '#e6dcc8'), basil(1410, 414, 0.9), pot(1540, 488, 110, 120, C.terra), snakePlant(1540, 368, 1.1));
  s.add(path('M580 480L600 400H660L676 480Z', '#b98a58'), rect(596, 420, 64, 20, C.sand), trowel(680, 480, 0.9, 60), pot(540, 486, 40, 34, C.terra));
});
W('projetos-info', 800, 600, (s) => {
  s.add(sky(800, 600), cloud(620, 80, 0.8));
  s.add(tree(90, 380, 230, 1.2), tree(720, 380, 200, 1.2), rect(0, 370, 800, 230, '#9fcf7e'));
  s.add(bed(40, 520, 330, 70, rowOf('lettuce', 55, 360, 456, 0.85, 4)));
  s.add(bed(480, 540, 300, 80, tomato(520, 468, 200, 0.9) + tomato(620, 468, 220, 0.9) + tomato(720, 468, 190, 0.9)));
  s.add(
    person(410, 586, 1.7, {
      pose: { hip: [0, -80], sh: [0, -138], legs: POSES.stand.legs, arms: [[[-2, -132], [10, -110], [24, -112]], [[2, -132], [-8, -104], [-10, -78]]] },
      shirt: C.g2, skin: SKIN[1], style: 'hat', pants: C.brown, sleeve: 'short',
      item: clipboard(26, -116, 0.9, -12),
    }),
  );
});
const corner = (s, after) => {
  // mesma composição para antes/depois
  s.add(rect(0, 0, 800, 600, '#cfe8f3'));
  s.add(path('M0 0H170V400L0 480Z', '#e6dccb'));
  s.add(rect(170, 0, 630, 400, '#efe6d6'), rect(170, 0, 630, 26, '#e2d5bf'));
  s.add(path('M170 400H800V600H0V480Z', after ? '#a7d38a' : '#d6b98f'));
  s.add(line('M170 400H800M170 400L0 480', '#c4b39a', 4));
};
W('projetos-antes', 800, 600, (s) => {
  corner(s, false);
  s.add(line('M300 470l40 10 20-14 30 12M520 520l30-10 26 16 30-6M180 540l40-12 24 10M640 450l26 8 20-10', '#b08f62', 3));
  s.add(ell(420, 560, 44, 16, '#9d958a'), ell(480, 540, 30, 12, C.stone), ell(660, 500, 36, 14, '#9d958a'), ell(250, 470, 26, 10, C.stone), ell(700, 560, 22, 9, C.stone));
  const tuft = (x, y, k = 1) => blade(x, y, 30 * k, -110, 6, 4, '#b6a25c') + blade(x + 4, y, 26 * k, -70, -6, 4, '#a9974f') + blade(x + 2, y, 34 * k, -92, 3, 4, '#b6a25c');
  s.add(tuft(560, 452), tuft(200, 560, 0.8), tuft(730, 420, 0.7), tuft(340, 590, 0.9));
  s.add(ell(560, 500, 120, 20, '#c9a878', { 'fill-opacity': 0.5 }), ell(300, 540, 90, 16, '#c9a878', { 'fill-opacity': 0.5 }));
  s.add(path('M240 412L310 412L302 380H248Z', '#a7a39b'), rect(244, 374, 62, 8, '#8f8a82', { rx: 3 }));
  s.add(line('M420 120L440 160L430 200', '#d8c9b0', 3), line('M600 260l20 30', '#d8c9b0', 3));
});
W('projetos-depois', 800, 600, (s) => {
  corner(s, true);
  s.add(livingWall(300, 70, 380, 220));
  s.add(bed(190, 470, 560, 70, rowOf('lettuce', 200, 460, 402, 0.75, 4) + rowOf('basil', 480, 740, 402, 0.6, 3)));
  s.add(bed(20, 590, 140, 60, rowOf('chives', 30, 150, 532, 0.55, 2)));
  s.add(ell(420, 560, 44, 16, '#9d958a'), ell(500, 540, 30, 12, C.stone), ell(580, 565, 36, 14, '#9d958a'));
  s.add(pot(720, 560, 80, 80, C.terra), strawberryPlant(720, 470, 1), wateringCan(300, 590, 0.7, C.g2));
});

// ---- casos
W('caso-centro-reabilitacao', 800, 600, (s) => {
  s.add(sky(800, 600), cloud(180, 90, 0.9), cloud(560, 60, 0.7), tree(740, 380, 240, 1.2), tree(40, 380, 200, 1.2), tree(400, 372, 150, 1, ['#7fae7a', '#8fbf8a', '#a6cc98']));
  s.add(rect(0, 370, 800, 230, '#a7d38a'), path('M0 480H800V600H0Z', '#e3d7c4'), line('M0 480H800', '#d2c3aa', 4));
  // terapeuta atrás do canteiro
  s.add(person(470, 520, 1.25, { pose: 'hold', flip: true, shirt: C.g2, skin: SKIN[0], style: 'long', hair: '#6b4226', item: pot(30, -108, 26, 22, C.terra) + basil(30, -128, 0.35) }));
  // canteiros suspensos (altura da cintura, vão livre embaixo)
  s.add(bed(250, 450, 310, 45, rowOf('lettuce', 265, 545, 400, 0.7, 4), { legs: 110 }));
  s.add(bed(600, 450, 180, 45, rowOf('flowers', 610, 770, 400, 0.8, 2) + strawberryPlant(690, 402, 0.8), { legs: 110 }));
  // cadeira de rodas + pessoa
  const wc =
    circ(0, -40, 40, 'none', { stroke: '#39423e', 'stroke-width': 7 }) +
    circ(0, -40, 4, '#39423e') +
    line('M-34-40H34M0-74V-6', '#39423e', 2) +
    line('M-6-130V-60H40L46-20M-6-60L-20-34M-6-130h-14', '#39423e', 7) +
    circ(50, -8, 8, 'none', { stroke: '#39423e', 'stroke-width': 5 });
  s.add(g({ transform: 'translate(186 566) scale(1.3)' }, wc, person(2, -4, 1, { pose: 'sit', shirt: C.red, skin: SKIN[2], style: 'short' })));
});
W('caso-hospital', 800, 600, (s) => {
  s.add(rect(0, 0, 800, 600, '#eef3ef'));
  s.add(windowFrame(80, 80, 220, 280, { outside: tree(190, 420, 300, 1.2, [C.g3, C.mid, C.leaf]) }));
  s.add(livingWall(400, 60, 330, 300, { flowers: true }));
  s.add(rect(0, 430, 800, 170, '#dfe3dc'), rect(0, 420, 800, 14, '#c9d2ca'));
  s.add(path('M80 440L0 600H200L300 440Z', '#fff', { 'fill-opacity': 0.35 }));
  s.add(shadowEll(500, 540, 190, 10), rect(340, 470, 320, 18, C.woodL, { rx: 6 }), rect(340, 440, 320, 16, C.wood, { rx: 6 }), rect(360, 488, 14, 50, '#55675e'), rect(626, 488, 14, 50, '#55675e'));
  s.add(pot(720, 560, 110, 130, '#f1ece2', '#e2dccf'), snakePlant(720, 430, 1.3));
  s.add(pot(260, 560, 100, 110, '#f1ece2', '#e2dccf'), bush(260, 446, 70));
  s.add(rect(0, 0, 800, 600, url(rad('soft', [[0, '#fff6d8', 0.45], [1, '#fff6d8', 0]])), { transform: 'translate(-200 -100) scale(1.5)' }));
});
W('caso-mercado-municipal', 800, 600, (s) => {
  s.add(rect(0, 0, 800, 600, '#e6dccb'));
  // arco de ferro com vitral em leque
  s.add(path('M40 300A360 270 0 0 1 760 300Z', '#dcecf0'));
  let d = '';
  for (let a = 195; a < 345; a += 15) d += t`M400 300L${400 + 360 * Math.cos((a * Math.PI) / 180)} ${300 + 270 * Math.sin((a * Math.PI) / 180)}`;
  s.add(line(d, '#3e5a4a', 4), line('M170 300A230 172 0 0 1 630 300M290 300A110 82 0 0 1 510 300', '#3e5a4a', 5));
  s.add(line('M40 300A360 270 0 0 1 760 300', '#3e5a4a', 16), line('M20 300H780', '#3e5a4a', 12));
  s.add(rect(24, 290, 32, 310, '#3e5a4a'), rect(744, 290, 32, 310, '#3e5a4a'), rect(0, 300, 24, 300, '#efe6d6'), rect(776, 300, 24, 300, '#efe6d6'));
  s.add(livingWall(150, 318, 500, 200));
  const stall = (x, c) =>
    rect(x, 452, 170, 86, C.woodL) +
    path(t`M${x - 10} 418H${x + 180}L${x + 170} 452H${x}Z`, c) +
    path(t`M${x + 20} 418L${x + 16} 452H${x + 46}L${x + 50} 418ZM${x + 80} 418L${x + 80} 452H${x + 110}L${x + 110} 418ZM${x + 140} 418L${x + 144} 452H${x + 170}L${x + 166} 418Z`, '#fff', { 'fill-opacity': 0.85 }) +
    line(t`M${x + 4} 452V${418}M${x + 166} 452V418`, '#6d4529', 4) +
    crate(x + 10, 488, 70, 30, '#a0703f', [[C.red, 9]]) +
    crate(x + 90, 488, 70, 30, '#a0703f', [['#f4a340', 9]]) +
    crate(x + 10, 530, 70, 30, '#a0703f', [[C.leaf, 10]]) +
    crate(x + 90, 530, 70, 30, '#a0703f', [[C.g3, 8]]);
  s.add(rect(0, 530, 800, 70, '#cbbfa8'), line('M0 560H800', '#bfb197', 2), stall(60, C.red), stall(570, C.g2));
  s.add(person(330, 596, 0.95, { shirt: C.terra, skin: SKIN[1], pose: 'hold', item: crate(20, -112, 36, 18, C.woodL, [[C.red, 6]]) }), person(430, 596, 0.95, { shirt: C.vio, skin: SKIN[3], style: 'curly', flip: true }), person(470, 596, 0.7, { shirt: '#f4c542', skin: SKIN[0], style: 'long', hair: '#8a5a2b', flip: true }));
});
W('caso-horta-urbana', 800, 600, (s) => {
  s.add(sky(800, 600), cloud(400, 80, 0.9));
  s.add(building(-10, 420, 200, 380, { fill: C.terra, win: '#f6e2c9', cols: 3, balcony: 1 }), building(620, 420, 200, 340, { fill: C.cream, cols: 3, facade: 2 }));
  s.add(building(240, 300, 120, 160, { fill: '#dfe8e1', cols: 2 }), building(380, 300, 200, 210, { fill: C.sand, cols: 3, roof: 1 }));
  s.add(tree(300, 320, 120, 1), rect(180, 300, 460, 20, '#fbf8f1'));
  s.add(path('M0 420L180 300H640L800 420V600H0Z', '#9c7752'));
  for (let i = 0; i < 4; i++) {
    const y = 340 + i * 62;
    const x0 = 140 - i * 40;
    s.add(path(t`M${x0} ${y}H${660 + i * 40}l14 22H${x0 - 14}Z`, '#6d4529'));
    s.add(rowOf(i % 2 ? 'lettuce' : i === 0 ? 'chives' : 'strawberry', x0, 660 + i * 40, y + 10, 0.5 + i * 0.1));
  }
  s.add(rect(40, 480, 110, 110, '#3f6b4a', { rx: 6 }), rect(32, 470, 126, 16, C.deep, { rx: 5 }), line('M60 500V580M95 500V580M130 500V580', C.deep, 4));
  s.add(leaf(80, 472, 30, -120, C.leaf, 'bl'), leaf(110, 472, 24, -60, C.mid, 'bl'));
  s.add(wateringCan(700, 590, 0.8, C.terra), person(620, 590, 1.1, { pose: 'bend', flip: true, shirt: C.red, skin: SKIN[2], style: 'bun' }));
});

// ---- EVA Baby: fotos de produto
const studio = (s, c = '#f3f0e8') => s.add(rect(0, 0, s.w, s.h, c), rect(0, 0, s.w, s.h, url(rad('st', [[0, '#fff'], [1, '#fff', 0]])), { opacity: 0.7 }));
W('eva-baby-1', 800, 800, (s) => {
  studio(s);
  s.add(evaBaby(400, 190, 1.42));
});
W('eva-baby-2', 800, 800, (s) => {
  studio(s);
  s.add(evaBaby34(370, 170, 1.45));
});
W('eva-baby-3', 800, 800, (s) => {
  studio(s);
  s.add(evaBaby(380, 230, 2.3, { tiers: [[['basil', -46, 1.2], ['mint', 44, 1.1]], [['chives', -40, 1.1], ['basil', 40, 1.1]], []] }));
  // detalhe do reservatório
  def('cl', '<clipPath id="cl"><circle cx="600" cy="610" r="150"/></clipPath>');
  s.add(circ(606, 616, 156, '#000', { 'fill-opacity': 0.12 }), circ(600, 610, 156, '#fff'));
  s.add(g({ 'clip-path': url('cl') }, rect(440, 440, 340, 340, '#f3f0e8'), evaBaby(600, 610 - 357 * 2.8, 2.8, { glow: 0, bar: false, halo: false, tiers: [[], [], [['mint', -40, 1.2], ['lettuce', 40, 1.2]]] })));
  s.add(line('M530 652v10M565 652v14M600 652v10M635 652v14M670 652v10', C.steel, 3));
  s.add(circ(600, 610, 150, 'none', { stroke: C.g3, 'stroke-width': 6 }));
  s.add(path('M690 700c0-20 16-32 16-44 0 12 16 24 16 44a16 16 0 0 1-32 0z', C.water), ell(700, 700, 4, 6, '#fff', { 'fill-opacity': 0.6 }));
});
W('eva-baby-4', 800, 800, (s) => {
  s.add(tiles(0, 0, 800, 560));
  s.add(rect(0, 560, 800, 30, C.wood), rect(0, 590, 800, 210, '#5f8f6e'), line('M270 600V800M540 600V800', '#4c7458', 4), rect(240, 660, 20, 6, '#d9d5ca', { rx: 3 }), rect(560, 660, 20, 6, '#d9d5ca', { rx: 3 }));
  // prateleiras
  const shelf = (y) => rect(40, y, 240, 14, C.woodL, { rx: 3 }) + path(t`M60 ${y + 14}v16h12z M240 ${y + 14}v16h12z`, C.brown);
  const jar = (x, y, h, c) => rect(x - 16, y - h, 32, h, '#dbe8ec', { rx: 6 }) + rect(x - 14, y - h * 0.6, 28, h * 0.6 - 2, c, { rx: 4 }) + rect(x - 12, y - h - 8, 24, 8, C.brown, { rx: 2 });
  s.add(shelf(200), jar(80, 200, 60, C.sand), jar(124, 200, 48, C.terra), jar(168, 200, 66, '#f4c542'), pot(232, 200, 44, 38, C.terra), basil(232, 162, 0.45));
  s.add(shelf(360), circ(100, 320, 36, '#fbf8f1', { stroke: '#d9d5ca', 'stroke-width': 3 }), circ(100, 320, 22, 'none', { stroke: '#e6e0d2', 'stroke-width': 2 }), rect(150, 300, 30, 60, C.g2, { rx: 8 }), rect(190, 320, 70, 40, C.terra, { rx: 6 }));
  s.add(evaBaby(540, 120, 0.95));
  s.add(rect(330, 520, 160, 40, '#d9b48a', { rx: 8 }), use('tm', 380, 530, 0, 1.4, C.red), use('tm', 412, 534, 0, 1.2, C.red), leaf(440, 540, 40, -20, C.mid, 'bl'));
});
W('eva-baby-video-poster', 1280, 720, (s) => {
  s.add(rect(0, 0, 1280, 720, '#efe7d8'), rect(0, 0, 1280, 720, url(rad('st', [[0, '#fff'], [1, '#fff', 0]])), { opacity: 0.6 }));
  s.add(rect(0, 660, 1280, 60, '#d9b48a'), rect(0, 654, 1280, 8, '#e6dccb'));
  // suporte de parede sendo parafusado (esquerda)
  s.add(rect(150, 190, 90, 330, '#000', { 'fill-opacity': 0.08, rx: 10, transform: 'translate(6 6)' }), rect(150, 190, 90, 330, '#e0dbd0', { rx: 10 }), rect(160, 204, 70, 22, '#cfc9bb', { rx: 5 }));
  s.add(circ(195, 470, 8, '#8e9a95'), line('M190 470h10', '#5f6b66', 2), circ(195, 280, 8, '#8e9a95'));
  s.add(rect(196, 275, 110, 10, '#9aa5a0', { rx: 3 }), rect(300, 266, 150, 28, C.red, { rx: 12 }), rect(300, 270, 150, 6, '#fff', { 'fill-opacity': 0.25, rx: 3 }));
  s.add(fist(370, 280, -90, 1, SKIN[1], C.g2, true));
  s.add(path('M90 660h200l-12-50H102z', '#9a6a3f'), rect(112, 626, 164, 10, '#f4c542', { rx: 3 }), circ(170, 631, 3, '#6fb7d6'));
  // EVA Baby sendo encaixada (direita)
  s.add(g({ transform: 'rotate(-3 1060 360)' }, evaBaby(1060, 170, 0.95, { glow: 0.5, halo: false })));
  s.add(sideGrip(974, 440, 1, SKIN[2], C.terra), sideGrip(1148, 432, 1, SKIN[2], C.terra, true));
});
W('insumos-banner', 1600, 500, (s) => {
  s.add(rect(0, 0, 1600, 500, url(lin('fade', [[0, '#163a24'], [1, '#24583a']]))));
  for (const yy of [230, 470]) {
    for (let x = 40; x < 1600; x += 400) s.add(growBar(x, yy - 200, 320, { glow: 190, spread: 0.1, dark: true, body: '#3a4240', cable: yy === 230 ? 40 : 0 }));
    s.add(rect(0, yy - 18, 1600, 14, '#3b2a1e'), rowOf('lettuce', 0, 1600, yy - 12, 0.75, 22), rect(0, yy - 8, 1600, 18, '#5f6b66'), rect(0, yy - 8, 1600, 4, '#fff', { 'fill-opacity': 0.2 }));
    for (let x = 40; x < 1600; x += 400) s.add(ell(x + 160, yy - 36, 200, 34, url(GLOWR()), { opacity: 0.35 }));
  }
  s.add(line('M30 0V500M1570 0V500', '#4a5450', 10));
});
const lightStudio = (s, dark = false) => s.add(rect(0, 0, 600, 600, dark ? '#24362b' : '#f3f0e8'), rect(0, 420, 600, 180, dark ? '#1c2a21' : '#e8e1d2'));
W('produto-rai', 600, 600, (s) => {
  lightStudio(s);
  s.add(line('M150 0V90M450 0V90M150 0V130M450 0V130', '#8e9a95', 2));
  s.add(growBar(90, 90, 420, { glow: 0, body: '#3a403e' }), growBar(70, 130, 460, { glow: 380, spread: 0.12, body: '#2b3230' }));
  s.add(rect(90, 500, 420, 12, C.soil), tomato(160, 506, 300, 1.05), stemPlant(300, 506, 2.2, { H: 130, L: 40, kind: 'bl', cols: [C.g3, C.mid, C.leaf] }), tomato(440, 506, 290, 1.05));
  s.add(planterBox(80, 580, 440, 80, C.wood));
  s.add(ell(300, 130, 240, 40, url(GLOWR()), { opacity: 0.9 }));
});
W('produto-dalia', 600, 600, (s) => {
  lightStudio(s);
  GLOWV();
  s.add(line('M200 0V120M400 0V120', '#8e9a95', 2));
  s.add(path('M160 150H440L560 470H40Z', url('gv'), { opacity: 0.9 }));
  s.add(path('M150 110H450L470 150H130Z', '#2b3230'), path('M130 150H470V162H130Z', '#1e2422'));
  let d = '';
  for (let i = 0; i < 12; i++) for (let j = 0; j < 2; j++) d += t`M${170 + i * 24 + j * 8} ${126 + j * 12}h0`;
  s.add(line(d, C.mag, 6), ell(300, 150, 180, 26, url(GLOWR()), { opacity: 0.8 }));
  s.add(planterBox(90, 560, 420, 90, C.terra, rowOf('strawberry', 100, 330, 470, 1.15, 3) + flowerPlant(400, 470, 1.2) + flowerPlant(470, 470, 1, [C.cream, '#f28fb1'])));
});
W('produto-jasmin', 600, 600, (s) => {
  lightStudio(s);
  GLOWV();
  s.add(line('M300 0V110', '#8e9a95', 3));
  s.add(path('M200 170H400L520 520H80Z', url('gv'), { opacity: 0.9 }));
  s.add(path('M230 150C240 100 360 100 370 150Z', '#3a403e'), ell(300, 156, 120, 26, '#2b3230'), ell(300, 164, 100, 16, '#f7d3f4'));
  let d = '';
  for (let a = 0; a < 360; a += 24) d += t`M${300 + Math.cos((a * Math.PI) / 180) * 80} ${164 + Math.sin((a * Math.PI) / 180) * 11}h0`;
  s.add(line(d, C.mag, 6), ell(300, 166, 160, 36, url(GLOWR()), { opacity: 0.9 }));
  s.add(shadowEll(300, 560, 120, 14), pot(300, 560, 150, 130, C.terra), stemPlant(300, 430, 1.3, { kind: 'bl', H: 110, L: 44, stems: 5, spread: 44, cols: [C.g3, C.mid, C.leaf] }));
});
W('produto-eva-baby', 600, 600, (s) => {
  studio(s);
  s.add(evaBaby(300, 110, 1.12));
});
W('produto-eva-baby-all-black', 600, 600, (s) => {
  studio(s, '#ece9e2');
  s.add(evaBaby(300, 110, 1.12, { black: true, glow: 0.7 }));
});
W('produto-canteiro', 600, 600, (s) => {
  studio(s);
  s.add(shadowEll(300, 470, 260, 24));
  // perspectiva 3/4
  s.add(path('M60 300L200 220H560L440 300Z', C.soil));
  let sd = '';
  for (let r = 0; r < 3; r++)
    for (let i = 0; i < 5; i++) {
      const u = (r + 0.5) / 3;
      const x0 = 60 + (200 - 60) * u;
      const y0 = 300 - 80 * u;
      sd += seedling(x0 + 40 + i * 72 + R(-4, 4), y0 + 4, 0.7 + 0.2 * (1 - u));
    }
  s.add(sd);
  s.add(path('M440 300L560 220V330L440 440Z', '#9a6a3f'), rect(60, 300, 380, 140, C.wood), line('M60 347H440M60 394H440M440 347L560 257M440 394L560 294', C.brown, 2, { 'stroke-opacity': 0.45 }));
  s.add(path('M54 296L196 214H566L446 296Z', 'none', { stroke: C.woodL, 'stroke-width': 10, 'stroke-linejoin': 'round' }));
  s.add(rect(60, 306, 14, 134, '#000', { 'fill-opacity': 0.1 }), rect(426, 306, 14, 134, '#000', { 'fill-opacity': 0.1 }), rect(70, 440, 24, 26, C.brown), rect(406, 440, 24, 26, C.brown), path('M540 320v36h14v-46z', C.brown));
});

// ---- instagram
W('instagram-1', 400, 400, (s) => {
  s.add(rect(0, 0, 400, 400, '#efe6d6'));
  s.add(evaBaby(200, 120, 1.75, { tiers: [[['basil', -42, 1.3], ['basil', 46, 1.2]], [['basil', -40, 1.3], ['basil', 44, 1.2]], []] }));
});
W('instagram-2', 400, 400, (s) => {
  s.add(rect(0, 0, 400, 400, '#f6efe1'), circ(200, 210, 170, '#fbe3dc'));
  s.add(use('tl', 200, 120, -90, 1.3, C.g3), use('tl', 120, 160, -150, 1, C.mid), use('tl', 290, 150, -30, 1.1, C.mid), line('M200 140Q180 200 140 240M200 140Q210 210 200 260M200 140Q240 190 270 230', C.g2, 3));
  s.add(use('sb', 140, 236, 15, 3), use('sb', 200, 256, 0, 3.4), use('sb', 270, 226, -15, 2.8), use('sb', 240, 300, 10, 2), use('sb', 110, 300, -10, 2));
});
W('instagram-3', 400, 400, (s) => {
  s.add(sky(400, 400), sun(330, 70, 30));
  s.add(line('M40 0C110 120 20 240 120 400M340 0C270 140 370 270 290 400', C.g2, 5), line('M0 30Q200 70 400 24', '#8a7455', 4));
  s.add(use('hl', 70, 110, -40, 1.2, C.g3), use('hl', 330, 140, -140, 1.3, C.g3), use('hl', 90, 300, -10, 1.1, C.mid), use('hl', 300, 330, -170, 1.2, C.mid), use('hl', 200, 40, 90, 0.9, C.g3));
  const cone = (x, y, sc, a) => line(t`M${x} ${y - 14}V${y + 2}`, C.g2, 2) + use('hc', x, y, a, sc);
  s.add(cone(110, 130, 2.4, 10), cone(150, 160, 2.8, -6), cone(100, 200, 2.1, 14), cone(270, 170, 2.6, -10), cone(230, 210, 3, 6), cone(300, 250, 2.2, -14), cone(170, 260, 2.4, 4));
});
W('instagram-4', 400, 400, (s) => {
  s.add(rect(0, 0, 400, 400, '#24362b'));
  s.add(growBar(50, 40, 300, { glow: 360, spread: 0.2, dark: true }), ell(200, 50, 200, 60, url(GLOWR()), { opacity: 0.8 }));
  s.add(pot(130, 390, 110, 90, C.terra), flowerPlant(130, 300, 1.4), pot(280, 390, 110, 90, C.cream, '#e6dcc8'), flowerPlant(280, 300, 1.4, [C.lilac, '#f28fb1', C.cream]));
});
W('instagram-5', 400, 400, (s) => {
  s.add(rect(0, 0, 400, 400, '#e9f3dc'));
  s.add(openHands(200, 230, 0.85, { skin: SKIN[1], sleeve: C.terra }), lettuce(200, 300, 2.1));
});
W('instagram-6', 400, 400, (s) => {
  s.add(rect(0, 0, 400, 400, url(lin('sunset', [[0, '#6e5aa0'], [0.45, '#d9738a'], [0.72, '#f4a96b'], [1, '#f8d7a0']]))));
  s.add(circ(250, 236, 50, url(SUNR())), circ(250, 236, 34, '#fbe4b0'), skyline(262, -10, 410, '#7a5a82', 30, 120, 26, 56), skyline(270, -10, 410, '#5e4468', 10, 70, 30, 60));
  s.add(line('M0 40Q200 110 400 30', '#3b2f3f', 1.5));
  let d = '';
  for (let i = 1; i < 12; i++) { const x = i * 34; const y = 40 + Math.sin((i / 12) * Math.PI) * 56 - (i / 12) * 10; d += t`M${x} ${y + 6}h0`; }
  s.add(line(d, '#ffe3a3', 8), line(d, '#fff6da', 4));
  let rl = 'M0 250H400';
  for (let x = 12; x < 400; x += 26) rl += t`M${x} 250V330`;
  s.add(line(rl, '#2a2130', 5), rect(0, 246, 400, 8, '#2a2130'), rect(0, 330, 400, 70, '#4a3a48'), rect(0, 330, 400, 6, '#3a2d3a'));
  s.add(pot(75, 396, 110, 96, '#a2583a'), bush(75, 300, 56, [C.g2, C.g3, C.mid]), pot(205, 396, 96, 84, '#b8684a'), tomato(205, 312, 190, 0.9), pot(330, 396, 100, 80, '#a2583a'), herb('flowers', 330, 316, 1.4));
});
// ---------------------------------------------------------------- logo / favicon
// marca: broto com duas folhas (desenhado numa caixa 32x32)
const leafMark = (x, y, s = 1) =>
  g(
    { transform: tr(x, y, 0, s) },
    line('M15.5 31C15.5 25 15 21 16.5 16', C.deep, 2.6),
    path('M16.5 17C16 8 22 2 31 1.5C31.5 11 25.5 17 16.5 17Z', C.g3),
    path('M16.5 17C16 8 22 2 31 1.5Z', C.g2),
    path('M15 21C14 14 9 9.5 1.5 10C1.5 17 7 21.5 15 21Z', C.mid),
    path('M15 21C14 14 9 9.5 1.5 10Z', C.g3),
  );
function logo() {
  cur = new Scene('logo', 200, 56);
  cur.add(leafMark(1, 4, 1.5));
  cur.add(txt(58, 32, 'EVA', 31, C.deep, { 'font-weight': 800, textLength: 68, lengthAdjust: 'spacingAndGlyphs' }));
  cur.add(txt(59, 49, 'Agricultura Urbana', 12, C.g2, { 'font-weight': 600, textLength: 124, lengthAdjust: 'spacingAndGlyphs' }));
  return cur.svg();
}
function favicon() {
  cur = new Scene('favicon', 32, 32);
  cur.add(leafMark(0, 0, 1));
  return cur.svg();
}

// ---------------------------------------------------------------- escrever
mkdirSync(OUT, { recursive: true });
mkdirSync(PUBLIC, { recursive: true });
const only = process.argv.slice(2);
const report = [];
for (const [name, { w, h, fn }] of Object.entries(S)) {
  if (only.length && !only.includes(name)) continue;
  const sc = new Scene(name, w, h);
  fn(sc);
  const out = sc.svg();
  writeFileSync(join(OUT, name + '.svg'), out);
  report.push([name + '.svg', out.length]);
}
if (!only.length || only.includes('logo')) {
  writeFileSync(join(PUBLIC, 'logo.svg'), logo());
  writeFileSync(join(PUBLIC, 'favicon.svg'), favicon());
}
for (const [n, b] of report) console.log(String(b).padStart(6), n);
