import path from 'node:path';

// The web app's layers (STYLE.md rule 6, bulletproof-react's zones): app > features > games >
// components > lib. A feature never imports another; nothing imports a layer above its own.
const webSrc = path.join(import.meta.dirname, '..', 'src');

/** The layer of a file under apps/web/src (a feature with its name), or null outside it. */
const layerOf = (file) => {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? { layer: 'features', feature: name } : { layer: top };
};

/** What each layer may import (besides packages): an allow-list, so a new folder is not a way round. */
const allowed = {
  features: ['games', 'components', 'lib', 'locales', 'styles', 'types'],
  games: ['games', 'components', 'lib', 'styles'],
  components: ['components', 'lib', 'styles'],
  lib: ['lib', 'locales', 'types'],
};

const isTest = (file) => file.includes(`${path.sep}__tests__${path.sep}`);

const zones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    // Tests may reach the test kit (src/test), which renders inside the app's providers.
    if (!from || !allowed[from.layer] || isTest(context.filename)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (from.layer === 'features' && to.layer === 'features') {
        if (to.feature !== from.feature) {
          context.report({
            node,
            message: `features never import each other: features/${from.feature} imports features/${to.feature}`,
          });
        }
      } else if (!allowed[from.layer].includes(to.layer)) {
        context.report({
          node,
          message: `${from.layer}/ may import only ${allowed[from.layer].join(', ')}; not ${to.layer}/`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** The `layers` ESLint plugin: `layers/zones` (eslint.config.js; tested in ./layers.test.mjs). */
export const layers = { rules: { zones } };

/** Where a test puts a file of a layer. */
export const webSource = (...parts) => path.join(webSrc, ...parts);
