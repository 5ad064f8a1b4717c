#!/usr/bin/env node
// Rasteriza public/favicon.svg (16x16 e 32x32) com o Chromium headless e empacota
// os PNGs num public/favicon.ico (o formato ICO aceita PNG embutido).
// Sem dependências npm. Uso: node studio/seed/illustrations/favicon.mjs
// Requer chromium (Debian: apt-get install -y chromium) ou CHROMIUM=/caminho/do/binario.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PUBLIC = join(HERE, '..', '..', '..', 'public');
const SVG = join(PUBLIC, 'favicon.svg');
const ICO = join(PUBLIC, 'favicon.ico');
const SIZES = [16, 32];

const chrome = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));
if (!chrome) {
  console.error('Chromium não encontrado. Instale com: apt-get install -y chromium (ou defina CHROMIUM=...)');
  process.exit(1);
}
if (!existsSync(SVG)) {
  console.error(`Falta ${SVG}. Rode antes: node studio/seed/illustrations/generate.mjs`);
  process.exit(1);
}

const tmp = mkdtempSync(join(tmpdir(), 'eva-favicon-'));
const pngs = [];
try {
  for (const size of SIZES) {
    // página mínima com a SVG no tamanho exato e fundo transparente
    const html = join(tmp, `fav${size}.html`);
    writeFileSync(
      html,
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent;overflow:hidden}</style></head>` +
        `<body><img src="${pathToFileURL(SVG).href}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    const out = join(tmp, `fav${size}.png`);
    execFileSync(
      chrome,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--default-background-color=00000000',
        `--screenshot=${out}`,
        `--window-size=${size},${size}`,
        pathToFileURL(html).href,
      ],
      { stdio: 'ignore', timeout: 60000 },
    );
    const png = readFileSync(out);
    const sig = png.subarray(0, 8).toString('hex');
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    if (sig !== '89504e470d0a1a0a' || w !== size || h !== size) throw new Error(`PNG inesperado para ${size}px: ${w}x${h}`);
    pngs.push({ size, png });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// ICONDIR (6 bytes) + ICONDIRENTRY (16 bytes cada) + dados PNG
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0); // reservado
header.writeUInt16LE(1, 2); // tipo 1 = ícone
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach(({ size, png }, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(size >= 256 ? 0 : size, e); // largura
  header.writeUInt8(size >= 256 ? 0 : size, e + 1); // altura
  header.writeUInt8(0, e + 2); // cores na paleta
  header.writeUInt8(0, e + 3); // reservado
  header.writeUInt16LE(1, e + 4); // planos
  header.writeUInt16LE(32, e + 6); // bits por pixel
  header.writeUInt32LE(png.length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += png.length;
});
writeFileSync(ICO, Buffer.concat([header, ...pngs.map((p) => p.png)]));
console.log(`${ICO}: ${offset} bytes (${SIZES.join(' e ')} px)`);
