/**
 * The site installs as an app (issue 18 item 3): static/manifest.webmanifest is linked from every
 * page (src/app.html), its start URL and scope are relative (so any sub-path works), and each icon
 * it names exists at the size it claims — drawn by us (static/icons/*.svg, PNGs from
 * scripts/icons.mjs), maskable ones included.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const STATIC = 'static';
interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(join(STATIC, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & { icons: Icon[] };
const html = readFileSync('src/app.html', 'utf8');

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(b.subarray(12, 16).toString('ascii'), file).toBe('IHDR');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

test('the manifest is linked from every page, with relative start URL and scope and the pages’ theme colour', () => {
  expect(html).toContain('<link rel="manifest" href="%sveltekit.assets%/manifest.webmanifest" />');
  expect(manifest.start_url).toBe('./');
  expect(manifest.scope).toBe('./');
  expect(manifest.display).toBe('standalone');
  expect(manifest.name).toBe('Euro Table');
  expect(html).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
});

test('every icon exists at its size; PNGs at 192 and 512 for both purposes, and the SVG', () => {
  for (const icon of manifest.icons) {
    const file = join(STATIC, icon.src);
    expect(existsSync(file), icon.src).toBe(true);
    expect(icon.src.startsWith('/') || icon.src.includes('://'), `${icon.src} is relative`).toBe(false);
    if (icon.type === 'image/png') {
      const [w, h] = pngSize(file);
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    } else {
      expect(icon.type).toBe('image/svg+xml');
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  }
  const have = manifest.icons.map((i) => `${i.purpose} ${i.type} ${i.sizes}`).sort();
  expect(have).toEqual(['any image/png 192x192', 'any image/png 512x512', 'any image/svg+xml any', 'maskable image/png 192x192', 'maskable image/png 512x512']);
});
