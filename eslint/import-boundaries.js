import path from 'node:path';

// The layers and client features of docs/decisions/0011-lint-and-import-boundaries.md, checked on the
// resolved path of every relative or aliased import (packages are not ours to police).

const root = path.resolve(import.meta.dirname, '..');
const aliases = { '@shared/': 'src/shared/', '@client/': 'src/client/' };

function resolve(source, fromFile) {
  if (source.startsWith('.')) return path.relative(root, path.resolve(path.dirname(fromFile), source));
  for (const [alias, target] of Object.entries(aliases)) if (source.startsWith(alias)) return target + source.slice(alias.length);
  return null;
}

function layerOf(file) {
  const match = /^src\/(shared|client|server)\//.exec(file);
  return match ? match[1] : null;
}

/** `src/client/features/<name>/…` → { name, rest } */
function featureOf(file) {
  const match = /^src\/client\/features\/([^/]+)\/(.+)$/.exec(file);
  return match ? { name: match[1], rest: match[2] } : null;
}

// What one feature may use of another: its data (`api/`) and its top-level hooks and stores.
// Its components are its own; a component two features need lives in `src/client/components/`,
// and a page composes features.
function isPublicPart(rest) {
  return rest.startsWith('api/') || !rest.includes('/');
}

const allowedLayers = { shared: ['shared'], client: ['client', 'shared'], server: ['server', 'shared'] };

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps client, server and shared apart, and client features apart' },
    schema: [],
    messages: {
      layer: '{{from}} code may not import {{to}} code ({{target}}).',
      feature: "Feature '{{from}}' may use only the api/ and top-level hooks of feature '{{to}}', not {{target}}.",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename);
    const layer = layerOf(file);
    if (!layer) return {};
    const feature = featureOf(file);

    function check(node) {
      const target = resolve(node.source.value, context.filename);
      if (!target) return;
      const targetLayer = layerOf(target);
      if (targetLayer && !allowedLayers[layer].includes(targetLayer)) {
        context.report({ node: node.source, messageId: 'layer', data: { from: layer, to: targetLayer, target } });
        return;
      }
      const targetFeature = featureOf(target);
      if (feature && targetFeature && targetFeature.name !== feature.name && !isPublicPart(targetFeature.rest)) {
        context.report({ node: node.source, messageId: 'feature', data: { from: feature.name, to: targetFeature.name, target } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
      ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node),
    };
  },
};
