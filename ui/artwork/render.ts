/** Writes the artwork into ui/public/images: `npx tsx ui/artwork/render.ts` (needs /usr/bin/chromium for WebP). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { apartments, banners, defaultAvatar, logo } from './scenes.ts';

const out = join(import.meta.dirname, '..', 'public', 'images');
mkdirSync(join(out, 'banners'), { recursive: true });
mkdirSync(join(out, 'apartments'), { recursive: true });
writeFileSync(join(out, 'logo.svg'), logo);
writeFileSync(join(out, 'default-avatar.svg'), defaultAvatar);
banners.forEach((svg, i) => writeFileSync(join(out, 'banners', `banner-${i + 1}.svg`), svg));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [i, svg] of apartments.entries()) {
  // Draw the SVG on a canvas and let Chromium encode it as WebP.
  const dataUrl = await page.evaluate(async (source) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    canvas.getContext('2d')!.drawImage(img, 0, 0, 800, 600);
    return canvas.toDataURL('image/webp', 0.82);
  }, svg);
  writeFileSync(join(out, 'apartments', `apartment-${i + 1}.webp`), Buffer.from(dataUrl.split(',')[1]!, 'base64'));
}
await browser.close();
console.log(`artwork written to ${out}`);
