// Text contrast measured in the page, as WCAG 2 defines it: the computed colour of the text
// against the colour it is painted on, found by compositing every background from the canvas up
// to the text (background colours, the colour stops of gradients, opacity). A gradient or a
// partly transparent layer gives several possible backgrounds and the worst one counts, so a text
// passes only where it passes all along a gradient (stricter than Lighthouse, which gives up on
// gradients). A round spot (radial-gradient(circle at x% y%, colour 0 R, transparent)) counts
// only for a text whose box it reaches, as it is placed now: the page's decorative circles.

/**
 * Runs in the page (it must stand alone): the contrast of each element's own text.
 * @param {Element[]} elements
 * @returns {{ text: string, ratio: number, large: boolean, minimum: number, color: string,
 *   background: string, fontSize: number, fontWeight: number, unknown: boolean }[]}
 */
export function measureContrastInPage(elements) {
  const canvas = globalThis.document.createElement('canvas').getContext('2d');
  /** Any CSS colour as [r, g, b, a] (0–255, alpha 0–1). */
  const parse = (css) => {
    const direct = /^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\)$/.exec(
      css.trim(),
    );
    if (direct) {
      const alpha = direct[4] === undefined ? 1 : Number(direct[4]) / (direct[5] ? 100 : 1);
      return [Number(direct[1]), Number(direct[2]), Number(direct[3]), alpha];
    }
    if (css.trim() === 'transparent') return [0, 0, 0, 0];
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  /** The layers of a computed background-image: split at the commas outside parentheses. */
  const layersOf = (image) => {
    const layers = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < image.length; i += 1) {
      if (image[i] === '(') depth += 1;
      else if (image[i] === ')') depth -= 1;
      else if (image[i] === ',' && depth === 0) {
        layers.push(image.slice(start, i).trim());
        start = i + 1;
      }
    }
    layers.push(image.slice(start).trim());
    return layers.filter((layer) => layer !== 'none');
  };
  /** The distance from (x, y) to `box`, 0 inside it. */
  const distance = (x, y, box) =>
    Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  /**
   * The colours a background layer may put under the text (none when it is a spot away from
   * it), or null for an image, whose colours are unknown.
   */
  const layerColours = (layer, node, style, textBox) => {
    if (!/gradient\(/.test(layer)) return null;
    const stops = [...layer.matchAll(/(rgba?\([^)]*\)|transparent)(?:\s+([\d.]+)px)?/g)];
    if (stops.length === 0) return null;
    const colours = stops.map((stop) => parse(stop[1]));
    const spot = /^radial-gradient\(circle at ([\d.]+)% ([\d.]+)%,/.exec(layer);
    const painted = stops.filter((stop, i) => colours[i][3] > 0 && stop[2] !== undefined);
    if (spot && painted.length > 0) {
      const radius = Math.max(...painted.map((stop) => Number(stop[2])));
      const area = style.backgroundAttachment.includes('fixed')
        ? { left: 0, top: 0, width: globalThis.innerWidth, height: globalThis.innerHeight }
        : node.getBoundingClientRect();
      const x = area.left + (area.width * Number(spot[1])) / 100;
      const y = area.top + (area.height * Number(spot[2])) / 100;
      if (distance(x, y, textBox) >= radius) return [];
    }
    return colours;
  };
  const over = (top, under) => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  const luminance = ([r, g, b]) => {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratioOf = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const css = (c) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;

  return elements.map((element) => {
    const textBox = element.getBoundingClientRect();
    const chain = [];
    for (let node = element; node; node = node.parentElement) chain.unshift(node);
    // The canvas is white; the root's and body's backgrounds paint on it, and so on down to the
    // element's own background, which its text sits on.
    let backgrounds = [[255, 255, 255, 1]];
    let opacity = 1;
    let unknown = false;
    for (const node of chain) {
      const style = globalThis.getComputedStyle(node);
      opacity *= Number(style.opacity);
      const fade = (c) => [c[0], c[1], c[2], c[3] * opacity];
      const colour = parse(style.backgroundColor);
      if (colour[3] > 0) backgrounds = backgrounds.map((under) => over(fade(colour), under));
      // Layers paint bottom-up: the last one listed first.
      for (const layer of layersOf(style.backgroundImage).reverse()) {
        const colours = layerColours(layer, node, style, textBox);
        if (colours === null) {
          unknown = true;
          continue;
        }
        if (colours.length === 0) continue;
        const next = [];
        for (const under of backgrounds) {
          for (const stop of colours) next.push(stop[3] > 0 ? over(fade(stop), under) : under);
        }
        // Many stops over many layers: the distinct results are few.
        backgrounds = [...new Map(next.map((c) => [c.map(Math.round).join(), c])).values()];
      }
    }
    const style = globalThis.getComputedStyle(element);
    const text = parse(style.color);
    const fontSize = Number.parseFloat(style.fontSize);
    const fontWeight = Number.parseInt(style.fontWeight, 10);
    // WCAG large text: 18 pt (24 px), or 14 pt (18.66 px) bold.
    const large = fontSize >= 24 || (fontSize >= 18.66 && fontWeight >= 700);
    let worst = null;
    for (const background of backgrounds) {
      const painted = over([text[0], text[1], text[2], text[3] * opacity], background);
      const ratio = ratioOf(painted, background);
      if (!worst || ratio < worst.ratio) worst = { ratio, background, painted };
    }
    return {
      text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      ratio: Math.round(worst.ratio * 100) / 100,
      large,
      minimum: large ? 3 : 4.5,
      color: css(worst.painted),
      background: css(worst.background),
      fontSize,
      fontWeight,
      unknown,
    };
  });
}

/** The contrast of the text of every element `locator` matches. */
export function contrastOf(locator) {
  return locator.evaluateAll(measureContrastInPage);
}

/**
 * Every visible element on the page that paints text of its own (a text node child), measured:
 * the ones under WCAG AA (4.5:1, 3:1 for large text). Left out, as WCAG 1.4.3 and the W3C's ACT
 * rule for it (afw4f7) leave them out: disabled controls (inactive components), text hidden from
 * assistive technology (decoration: the rule assumes decorative text is hidden so, e.g. the
 * digit drawn in a map circle whose label says the same), and the brand name in its gradient.
 */
export async function lowContrastTexts(page) {
  // Entrances fade in: measure once every animation that ends has ended (loops never do).
  await page.waitForFunction(() =>
    globalThis.document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const painted = await page.evaluateHandle(() =>
    [...globalThis.document.body.querySelectorAll('*')].filter((element) => {
      if (element.closest('svg, [disabled], [aria-disabled="true"], [aria-hidden="true"]')) {
        return false;
      }
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === 3 && child.textContent.trim() !== '',
      );
      if (!ownText) return false;
      const style = globalThis.getComputedStyle(element);
      if (style.visibility !== 'visible') return false;
      // Text painted by its background (background-clip: text): the logotype.
      if (style.backgroundClip === 'text' || style.webkitBackgroundClip === 'text') return false;
      const box = element.getBoundingClientRect();
      // Visually hidden text (the 1 px clip) is for screen readers only.
      return box.width > 1 && box.height > 1 && style.clip !== 'rect(0px, 0px, 0px, 0px)';
    }),
  );
  let found;
  try {
    found = await painted.evaluate(measureContrastInPage);
  } finally {
    await painted.dispose();
  }
  return found.filter((entry) => entry.ratio < entry.minimum);
}
