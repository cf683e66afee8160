import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

/**
 * An uploaded SVG made safe to show to children (ADR 0043): parsed as strict XML, rebuilt from an
 * allowlist of the elements and attributes that pictures need, and serialised anew, so that the
 * input's bytes never reach a browser. Whatever is not on the list is dropped (an element with
 * all it holds); what cannot be made safe or is too costly to draw is refused.
 */
export type SanitisedSvg =
  | { ok: true; svg: string; width?: number; height?: number; removed: string[] }
  | { ok: false; reason: SvgRefusalReason; message: string };

export type SvgRefusalReason = 'malformed' | 'not-svg' | 'entities' | 'too-complex';

export interface SvgLimits {
  /** Elements in the file, kept or not. */
  maxElements: number;
  maxDepth: number;
  /** Elements drawn once every <use> is expanded (a chain of uses grows exponentially). */
  maxDrawnElements: number;
}

export const DEFAULT_SVG_LIMITS: SvgLimits = {
  maxElements: 20_000,
  maxDepth: 64,
  maxDrawnElements: 50_000,
};

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Shapes, text, structure, paint servers, clipping, masking and filters without external input. */
const ELEMENTS = new Set([
  ...['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch'],
  ...['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'],
  ...['text', 'tspan', 'textPath'],
  ...['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'],
  'style',
  ...['filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite'],
  ...['feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR'],
  ...['feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'feTurbulence'],
]);

/** Elements whose character data is content; everywhere else text is only whitespace. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/** Elements that may point at another one of the same file (href="#id" only). */
const HREF_ELEMENTS = new Set([
  'use',
  'textPath',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
]);

/** Presentation attributes: also the only properties a style attribute may set. */
const PRESENTATION = new Set([
  ...['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap'],
  ...['stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset'],
  ...['stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow'],
  ...['clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end'],
  ...['stop-color', 'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color'],
  ...['font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch'],
  ...['text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift'],
  ...['letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode', 'direction'],
  ...['paint-order', 'vector-effect', 'shape-rendering', 'text-rendering', 'image-rendering'],
  ...['color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation'],
  ...['transform-origin'],
]);

const ATTRIBUTES = new Set([
  ...PRESENTATION,
  ...['id', 'class', 'version', 'viewBox', 'preserveAspectRatio', 'transform', 'pathLength'],
  ...['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr'],
  ...['width', 'height', 'd', 'points', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust'],
  ...['startOffset', 'method', 'spacing', 'side'],
  ...['gradientUnits', 'gradientTransform', 'spreadMethod', 'offset'],
  ...['patternUnits', 'patternContentUnits', 'patternTransform'],
  ...['clipPathUnits', 'maskUnits', 'maskContentUnits'],
  ...['markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient'],
  ...['filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'edgeMode'],
  ...['mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'tableValues'],
  ...['slope', 'intercept', 'amplitude', 'exponent', 'radius', 'baseFrequency'],
  ...['numOctaves', 'seed', 'stitchTiles'],
  ...['requiredFeatures', 'requiredExtensions', 'systemLanguage', 'media'],
]);

const LOCAL_FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
/** url(…) naming an element of this file, the only url() a picture may use. */
const LOCAL_URL = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/g;

interface SvgElement {
  name: string;
  attributes: [string, string][];
  children: (SvgElement | string)[];
}

/** Sanitises the text of an SVG file; `limits` only for tests. */
export function sanitiseSvg(text: string, limits: SvgLimits = DEFAULT_SVG_LIMITS): SanitisedSvg {
  const parser = new SaxesParser({ xmlns: true });
  const removed = new Set<string>();
  const stack: (SvgElement | null)[] = [];
  let root: SvgElement | null = null;
  let refusal: { reason: SvgRefusalReason; message: string } | null = null;
  let elements = 0;
  const refuse = (reason: SvgRefusalReason, message: string) => {
    refusal ??= { reason, message };
  };

  parser.on('error', (error) => refuse('malformed', `The SVG is not valid XML (${error.message})`));
  parser.on('doctype', (doctype) => {
    // An internal subset declares entities (billion laughs, external entities): refused. A bare
    // DOCTYPE naming the SVG 1.1 DTD is dropped; the parser never fetches or reads it.
    if (doctype.includes('[')) refuse('entities', 'The SVG declares XML entities');
    else removed.add('DOCTYPE');
  });
  parser.on('processinginstruction', () => removed.add('processing instruction'));
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > limits.maxElements) {
      refuse('too-complex', `The SVG has more than ${limits.maxElements} elements`);
    }
    if (stack.length >= limits.maxDepth) {
      refuse('too-complex', `The SVG nests elements deeper than ${limits.maxDepth}`);
    }
    const parent = stack.at(-1);
    if (stack.length === 0) {
      if (!isSvgNamespace(tag) || tag.local !== 'svg') {
        refuse('not-svg', 'The file is XML but not an SVG picture');
      }
    }
    // An element inside a dropped one, or not allowed itself, is dropped with all it holds.
    if (parent === null || (stack.length > 0 && !allowedElement(tag))) {
      if (parent !== null) removed.add(`<${tag.name}>`);
      stack.push(null);
      return;
    }
    const element: SvgElement = {
      name: tag.local,
      attributes: keptAttributes(tag, removed),
      children: [],
    };
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (value: string) => {
    const element = stack.at(-1);
    if (!element || !TEXT_ELEMENTS.has(element.name)) return;
    if (element.name === 'style') {
      const css = safeCss(value);
      if (css === null) removed.add('<style> with @import, external url() or escapes');
      else element.children.push(css);
    } else {
      element.children.push(value);
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(text).close();
  } catch (error) {
    refuse('malformed', `The SVG is not valid XML (${(error as Error).message})`);
  }
  const done = refusal as { reason: SvgRefusalReason; message: string } | null;
  if (done) return { ok: false, ...done };
  if (!root) return { ok: false, reason: 'not-svg', message: 'The file has no SVG picture in it' };
  const svg: SvgElement = root;

  const drawn = countDrawn(svg, limits.maxDrawnElements);
  if (drawn === null) {
    return {
      ok: false,
      reason: 'too-complex',
      message: `The SVG would draw more than ${limits.maxDrawnElements} elements, or its <use> elements refer to themselves`,
    };
  }
  return { ok: true, svg: serialise(svg, true), ...dimensions(svg), removed: [...removed] };
}

function isSvgNamespace(tag: SaxesTagNS) {
  // A file without xmlns is still meant as SVG; its elements are written in the namespace.
  return tag.uri === SVG_NS || (tag.uri === '' && tag.prefix === '');
}

function allowedElement(tag: SaxesTagNS) {
  return isSvgNamespace(tag) && ELEMENTS.has(tag.local);
}

function keptAttributes(tag: SaxesTagNS, removed: Set<string>): [string, string][] {
  const kept: [string, string][] = [];
  for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
    const value = keptAttribute(tag.local, attribute);
    if (value === undefined) continue;
    if (value === null) {
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') {
        removed.add(/^on/i.test(attribute.local) ? 'on* attribute' : `${attribute.name}=`);
      }
      continue;
    }
    // href and xlink:href on one element: SVG 2 says href wins, and XML allows only one.
    const twin = kept.findIndex(([name]) => name === value[0]);
    if (twin === -1) kept.push(value);
    else if (attribute.uri === '') kept[twin] = value;
  }
  return kept;
}

/** The attribute as written out, null when dropped, undefined when written otherwise (xmlns). */
function keptAttribute(
  element: string,
  attribute: SaxesAttributeNS,
): [string, string] | null | undefined {
  const { uri, local, value } = attribute;
  if (uri === XML_NS && local === 'space') return ['xml:space', value];
  const isHref = local === 'href' && (uri === XLINK_NS || uri === '');
  if (isHref) {
    return HREF_ELEMENTS.has(element) && LOCAL_FRAGMENT.test(value.trim())
      ? ['href', value.trim()]
      : null;
  }
  if (uri !== '' || !ATTRIBUTES.has(local)) {
    return local === 'style' && uri === '' ? safeStyleAttribute(value) : null;
  }
  return safeValue(value) ? [local, value] : null;
}

/** No url() but to this file's elements, no script or data URL, no CSS escapes or expressions. */
function safeValue(value: string) {
  const withoutLocalUrls = value.replace(LOCAL_URL, '');
  return !/url\s*\(|image-set\s*\(|src\s*\(|javascript:|data:|expression\s*\(|\\|@import|[<>]/i.test(
    withoutLocalUrls,
  );
}

/** A style attribute keeps only presentation properties with safe values, or goes. */
function safeStyleAttribute(style: string): [string, string] | null {
  const declarations = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return PRESENTATION.has(property) && safeValue(value) ? [`${property}:${value}`] : [];
    });
  return declarations.length > 0 ? ['style', declarations.join(';')] : null;
}

/** A style sheet without @import, @font-face, external url() or escapes; else null. */
function safeCss(css: string): string | null {
  if (/@import|@font-face|@namespace/i.test(css)) return null;
  return safeValue(css.replace(/>/g, ' ')) ? css : null;
}

/** How many elements are drawn with every <use> expanded; null past the limit or on a cycle. */
function countDrawn(root: SvgElement, limit: number): number | null {
  const byId = new Map<string, SvgElement>();
  const index = (element: SvgElement) => {
    const id = element.attributes.find(([name]) => name === 'id')?.[1];
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    for (const child of element.children) if (typeof child !== 'string') index(child);
  };
  index(root);

  const sizes = new Map<SvgElement, number>();
  const inProgress = new Set<SvgElement>();
  const size = (element: SvgElement): number => {
    const known = sizes.get(element);
    if (known !== undefined) return known;
    if (inProgress.has(element)) return Infinity;
    inProgress.add(element);
    let total = 1;
    for (const child of element.children) {
      if (typeof child !== 'string') total += size(child);
      if (total > limit) break;
    }
    if (element.name === 'use') {
      const href = element.attributes.find(([name]) => name === 'href')?.[1];
      const target = href === undefined ? undefined : byId.get(href.slice(1));
      if (target) total += size(target);
    }
    inProgress.delete(element);
    sizes.set(element, total);
    return total;
  };
  const total = size(root);
  return total > limit ? null : total;
}

function dimensions(svg: SvgElement): { width?: number; height?: number } {
  const attribute = (name: string) => svg.attributes.find(([key]) => key === name)?.[1];
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: box[2], height: box[3] };
  }
  const width = Number.parseFloat(attribute('width') ?? '');
  const height = Number.parseFloat(attribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : {};
}

function serialise(element: SvgElement, isRoot = false): string {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escape(value, true)}"`);
  const namespace = isRoot ? ` xmlns="${SVG_NS}"` : '';
  const open = `<${element.name}${namespace}${attributes.join('')}`;
  if (element.children.length === 0) return `${open}/>`;
  const children = element.children
    .map((child) => (typeof child === 'string' ? escape(child, false) : serialise(child)))
    .join('');
  return `${open}>${children}</${element.name}>`;
}

function escape(text: string, inAttribute: boolean) {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return inAttribute
    ? escaped
        .replace(/"/g, '&quot;')
        .replace(/\t/g, '&#9;')
        .replace(/\n/g, '&#10;')
        .replace(/\r/g, '&#13;')
    : escaped;
}
