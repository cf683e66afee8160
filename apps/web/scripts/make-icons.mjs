// Renders the app's install icons (apps/web/public/icons/*.png, named in public/manifest.webmanifest
// and index.html) from src/components/ui/logo.svg. Run after the logo changes:
//   npm run icons -w @bolajon/web
// Chromium draws them (playwright-core, the e2e journeys' browser): sharp is not installed in this
// workspace, and the browser draws the SVG exactly as the app shows it (ADR 0049).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, findChromium, NO_CHROMIUM } from '../e2e/server.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = await readFile(path.join(web, 'src/components/ui/logo.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
/** The app's page colour (--color-bg in styles/global.css), behind the icons that must be opaque. */
const background = '#fff7e0';

/**
 * Each icon: its size, and how much of it the logo fills. A maskable icon keeps its content in the
 * centre circle of radius 40% (the "safe zone" a launcher's mask never cuts): the logo's farthest
 * point (the speech bubble's corner) is 0.65 of its width from its centre, so the logo takes 60%.
 * The apple-touch icon is opaque because iOS shows transparency as black.
 */
const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1, opaque: false },
  { file: 'icon-512.png', size: 512, logoShare: 1, opaque: false },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.6, opaque: true },
  { file: 'apple-touch-icon-180.png', size: 180, logoShare: 0.84, opaque: true },
];

const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM);
const browser = await chromium.launch({ executablePath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const logoSize = Math.round(icon.size * icon.logoShare);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.opaque ? background : 'transparent'}">` +
        `<img src="${logoUrl}" width="${logoSize}" height="${logoSize}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: !icon.opaque, type: 'png' });
    await writeFile(path.join(web, 'public/icons', icon.file), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
