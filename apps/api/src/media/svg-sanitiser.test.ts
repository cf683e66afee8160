import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { pictureRefusalCodes, processPicture } from './process-picture.js';
import { DEFAULT_SVG_LIMITS, sanitiseSvg, type SanitisedSvg } from './svg-sanitiser.js';

function safe(result: SanitisedSvg) {
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.message}`);
  return result;
}

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/css" href="https://evil.example/x.css"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:xhtml="http://www.w3.org/1999/xhtml" viewBox="0 0 100 80" onload="alert('load')"
     xml:base="https://evil.example/">
  <script>alert('script')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <style>@import url(https://evil.example/style.css); rect { fill: red }</style>
  <style>circle { fill: url(https://evil.example/paint.svg#p) }</style>
  <style>.leaf { fill: #77b255 }</style>
  <style>rect { fill: image-set("https://evil.example/i.png" 1x) }</style>
  <defs>
    <linearGradient id="sky"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fff"/></linearGradient>
    <linearGradient id="remote" xlink:href="https://evil.example/g.svg#g"/>
    <g id="dot"><circle r="3" fill="red"/></g>
  </defs>
  <rect width="100" height="80" fill="url(#sky)" onclick="alert('click')" onMouseOver="alert('over')"/>
  <rect width="10" height="10" fill="url(https://evil.example/p.svg#p)"/>
  <rect width="10" height="10" style="fill: url('https://evil.example/p.png'); stroke: #333; behavior: url(x.htc)"/>
  <rect width="10" height="10" style="fill:url(data:image/png;base64,AAAA)"/>
  <circle class="leaf" cx="50" cy="40" r="10" filter="url(&quot;https://evil.example/f.svg#f&quot;)"/>
  <use href="#dot" x="10" y="10"/>
  <use xlink:href="#dot" x="20" y="10"/>
  <use xlink:href="#dot" href="#sky" x="30" y="10"/>
  <use href="https://evil.example/sprite.svg#dot"/>
  <use xlink:href="data:image/svg+xml;base64,PHN2Zy8+#x"/>
  <use href="javascript:alert('use')"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <a href="javascript:alert('link')"><circle r="5"/></a>
  <foreignObject width="10" height="10"><xhtml:iframe src="javascript:alert('frame')"/></foreignObject>
  <animate attributeName="href" to="javascript:alert('animate')"/>
  <set attributeName="onload" to="alert('set')"/>
  <handler type="application/ecmascript">alert('handler')</handler>
  <filter id="f"><feImage href="https://evil.example/i.png"/><feGaussianBlur stdDeviation="1"/></filter>
  <text x="5" y="70" font-size="8"><![CDATA[<script>alert('cdata')</script>]]> кошка &amp; собака</text>
  <!-- a comment with <script>alert('comment')</script> -->
</svg>`;

describe('sanitiseSvg: a hostile SVG is made safe', () => {
  const result = safe(sanitiseSvg(HOSTILE));
  const out = result.svg;

  it.each([
    ['script elements', /<script/i],
    ['foreignObject and HTML inside it', /foreignObject|iframe/i],
    ['event attributes', /\son[a-z]+\s*=/i],
    ['javascript: URLs', /javascript:/i],
    ['data: URLs', /data:/i],
    ['external URLs of any kind', /https?:|evil\.example|x\.htc/i],
    ['@import', /@import/i],
    ['the DOCTYPE and processing instructions', /<!DOCTYPE|<\?/i],
    ['comments', /<!--/],
    ['image, a, animate, set, handler, feImage', /<(image|a|animate|set|handler|feImage)[\s/>]/],
    ['xml:base and the xlink namespace', /xml:base|xlink/],
    ['the behavior property', /behavior/],
  ])('has no %s', (_what, pattern) => {
    expect(out.replace(' xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(pattern);
  });

  it('keeps what the picture draws with: shapes, local references, gradients, text', () => {
    expect(out).toContain('<rect width="100" height="80" fill="url(#sky)"/>');
    expect(out).toContain('<use href="#dot" x="10" y="10"/>');
    expect(out).toContain('<use href="#dot" x="20" y="10"/>');
    expect(out).toContain('<use href="#sky" x="30" y="10"/>');
    expect(out).toContain('<stop offset="0" stop-color="#9cf"/>');
    expect(out).toContain('style="stroke:#333"');
    expect(out).toContain('<style>.leaf { fill: #77b255 }</style>');
    expect(out).toContain('<feGaussianBlur stdDeviation="1"/>');
    expect(out).toContain(
      '&lt;script&gt;alert(&apos;cdata&apos;)&lt;/script&gt; кошка &amp; собака'.replace(
        /&apos;/g,
        "'",
      ),
    );
    expect(result).toMatchObject({ width: 100, height: 80 });
  });

  it('writes a new document, which passes the sanitiser unchanged', () => {
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80">')).toBe(
      true,
    );
    const again = safe(sanitiseSvg(out));
    expect(again.svg).toBe(out);
    expect(again.removed).toEqual([]);
  });

  it('says what it took out', () => {
    expect(result.removed).toEqual(
      expect.arrayContaining(['<script>', '<foreignObject>', 'on* attribute', 'DOCTYPE']),
    );
  });

  it('is what an upload of it stores', async () => {
    const upload = await processPicture(Buffer.from(HOSTILE), 'hostile.svg');
    expect(upload).toMatchObject({ ok: true, picture: { contentType: 'image/svg+xml' } });
    if (upload.ok) expect(upload.picture.data.toString('utf8')).toBe(out);
  });
});

describe('sanitiseSvg: what cannot be made safe is refused', () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

  it('refuses entities: billion laughs', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&lol3;</text></svg>`;
    expect(sanitiseSvg(laughs)).toMatchObject({ ok: false, reason: 'entities' });
  });

  it('refuses an external entity (XXE)', () => {
    const xxe = `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>`;
    const result = sanitiseSvg(xxe);
    expect(result).toMatchObject({ ok: false, reason: 'entities' });
    expect(JSON.stringify(result)).not.toContain('root:');
  });

  it('refuses an entity used without a DOCTYPE', () => {
    expect(sanitiseSvg(svg('<text>&xxe;</text>'))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it.each([
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['an unbound prefix', svg('<x:rect/>')],
    ['two roots', `${svg('')}${svg('')}`],
  ])('refuses %s as malformed XML', (_what, text) => {
    expect(sanitiseSvg(text)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('refuses XML whose root is not svg', () => {
    const html =
      '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>';
    expect(sanitiseSvg(html)).toMatchObject({ ok: false, reason: 'not-svg' });
  });

  it('refuses too many elements and too deep a nesting', () => {
    const limits = { ...DEFAULT_SVG_LIMITS, maxElements: 100 };
    expect(sanitiseSvg(svg('<rect/>'.repeat(100)), limits)).toMatchObject({
      reason: 'too-complex',
    });
    expect(sanitiseSvg(svg('<g>'.repeat(70) + '</g>'.repeat(70)))).toMatchObject({
      reason: 'too-complex',
    });
  });

  it('refuses <use> chains that would draw exponentially many elements, and use cycles', () => {
    let chain = '<g id="l0"><circle r="1"/></g>';
    for (let level = 1; level <= 10; level += 1) {
      chain += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    expect(chain.length).toBeLessThan(5000);
    expect(sanitiseSvg(svg(`<defs>${chain}</defs>`))).toMatchObject({ reason: 'too-complex' });
    expect(sanitiseSvg(svg('<g id="a"><use href="#a"/></g>'))).toMatchObject({
      reason: 'too-complex',
    });
  });

  it('gives the upload a refusal code and a message', async () => {
    const laughs = '<!DOCTYPE svg [<!ENTITY a "a">]><svg xmlns="http://www.w3.org/2000/svg"/>';
    const result = await processPicture(Buffer.from(laughs), 'laughs.svg');
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: pictureRefusalCodes.unsafeSvg,
        message: '«laughs.svg» cannot be used: the SVG declares XML entities',
      },
    });
  });
});

describe("sanitiseSvg: the project's own pictures", () => {
  const pictures = path.join(paths.repoRoot, 'content', 'pictures');
  const folders = [pictures, path.join(pictures, 'drawn')];
  const files = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => path.join(folder, name)),
  );

  /** Elements by name and attributes in all, counted in the text. */
  const census = (text: string) => {
    const elements = new Map<string, number>();
    for (const [, name] of text.matchAll(/<([A-Za-z][\w:-]*)/g)) {
      elements.set(name!, (elements.get(name!) ?? 0) + 1);
    }
    const attributes = [...text.matchAll(/\s[\w:-]+="/g)].length;
    return { elements: Object.fromEntries(elements), attributes };
  };

  it('all pass, nothing removed, every element and attribute kept', () => {
    expect(files.length).toBeGreaterThan(400);
    for (const file of files) {
      const input = readFileSync(file, 'utf8');
      const result = sanitiseSvg(input);
      expect(result, file).toMatchObject({ ok: true, removed: [] });
      if (result.ok) expect(census(result.svg), file).toEqual(census(input));
    }
  });

  it.each(['count-3-apples.svg', 'drawn/age-seven.svg'])(
    '%s draws the same pixels after',
    (name) => {
      const input = readFileSync(path.join(pictures, name), 'utf8');
      const output = safe(sanitiseSvg(input)).svg;
      const before = rasterise(input);
      const after = rasterise(output);
      expect(after.length).toBe(before.length);
      expect(before.length).toBeGreaterThan(10_000);
      let different = 0;
      for (let i = 0; i < before.length; i += 1) {
        if (Math.abs((before[i] ?? 0) - (after[i] ?? 0)) > 2) different += 1;
      }
      expect(different / before.length).toBeLessThan(0.001);
    },
  );
});

/** RGBA pixels of an SVG drawn by ffmpeg's librsvg decoder, 240 px wide (it reads a file, not a pipe). */
function rasterise(svg: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolajon-svg-'));
  try {
    const file = path.join(dir, 'picture.svg');
    writeFileSync(file, svg);
    const result = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-width', '240', '-f', 'svg_pipe', '-i', file],
        ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`ffmpeg could not draw it: ${String(result.stderr)}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
