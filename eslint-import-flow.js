// A local ESLint rule for the import flow STYLE.md promises: shared -> features -> app. Relative imports are resolved
// against the importing file, so the rule sees folders, not the spelling of the path.
import path from 'node:path';

const SRC = path.resolve('src');

/** The layer of a file under src/: app (or perf), a feature (features/<name>), or a shared folder (api, lib, i18n, ...). */
function layerOf(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  if (rel[0] === 'features') return { kind: 'feature', name: rel[1] };
  // src/perf (warm-ups, preloads, scheduling tricks) composes features the way the app does, and is called by it alone.
  if (rel[0] === 'app' || rel[0] === 'perf') return { kind: 'app', name: rel[0] };
  return { kind: 'shared', name: rel[0] };
}

const REACT = /^react(-dom)?(\/|$)|^@tanstack\/react-query$/;

export const importFlow = {
  meta: { type: 'problem', messages: { flow: '{{why}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    function check(node, at = node) {
      const spec = node.source.value;
      if (typeof spec !== 'string') return;
      const report = (why) => context.report({ node: at, messageId: 'flow', data: { why } });
      if (from.kind === 'shared' && from.name === 'api' && REACT.test(spec)) return report('src/api knows nothing of React (STYLE: the API module stays framework-free).');
      if (!spec.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), spec));
      if (!to) return;
      if (from.kind === 'shared' && to.kind !== 'shared') return report(`Shared code (src/${from.name}) imports no feature and not the app: ${spec}`);
      if (from.kind === 'feature' && to.kind === 'app') return report(`Features never import the app: ${spec}`);
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) return report(`Features never import each other (${from.name} -> ${to.name}); the app passes what they share: ${spec}`);
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check, ImportExpression: (n) => n.source.type === 'Literal' && check({ source: n.source }, n) };
  },
};
