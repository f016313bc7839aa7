// Draws the app's PNG icons from its SVGs (issue 18: an installable site), in Chromium:
//   unshare -rn sh -c 'ip link set lo up && exec node scripts/icons.mjs'
// static/icons/icon.svg (the brand mark of the site header on a rounded tile) gives icon-192.png
// and icon-512.png; icon-maskable.svg (a full-bleed tile, the mark inside the central safe circle
// of 80 %) gives icon-maskable-192.png and icon-maskable-512.png. The PNGs are committed; run this
// again after changing an SVG. tests/unit/web-manifest.test.ts checks their sizes against the manifest.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';

const DIR = 'static/icons';
const JOBS = [
  ['icon.svg', 'icon', [192, 512]],
  ['icon-maskable.svg', 'icon-maskable', [192, 512]]
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [svg, name, sizes] of JOBS) {
    const data = `data:image/svg+xml;base64,${readFileSync(`${DIR}/${svg}`).toString('base64')}`;
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${data}" width="${size}" height="${size}" style="display:block"></body></html>`);
      await page.locator('img').evaluate((img) => img.decode());
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      writeFileSync(`${DIR}/${name}-${size}.png`, png);
      console.log(`${DIR}/${name}-${size}.png`);
    }
  }
} finally {
  await browser.close();
}
