// The dependency rule of the architecture (ARCHITECTURE.md §1), checked on every import:
// - packages/domain imports nothing but its own files;
// - packages/contract imports only zod and @upline/domain;
// - packages/db never imports the apps;
// - apps/web never imports @upline/db or database drivers, nor apps/api;
// - packages/contract and packages/db never reach outside themselves by a relative path;
// - apps/api never imports apps/web;
// - an API feature calls only the capabilities before it in tools/capabilities.js (a type-only
//   import calls nothing and may name a later capability's record shape), and http/ and
//   platform/ import no feature (tests compose freely);
// - a web feature never imports another web feature;
// - web's shared/ never imports a feature or app/.
import path from 'node:path';
import { capabilityRefusal } from './capabilities.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel;
}

function check(file, source, typeOnly = false) {
  const rel = layerOf(file);
  const isRelative = source.startsWith('.');
  const target = isRelative ? layerOf(path.resolve(path.dirname(file), source)) : null;

  if (rel.startsWith('packages/domain/')) {
    const isTestTool = /\.test\.ts$/.test(rel) && (source === 'vitest' || source === 'fast-check');
    // Calendar arithmetic in a time zone is pure and solved: decision 0008.
    const isCalendar = source === 'date-fns' || source === '@date-fns/tz';
    if (!isRelative && !isTestTool && !isCalendar) return `domain depends on nothing: '${source}' is not allowed`;
    if (isRelative && !target.startsWith('packages/domain/')) return `domain may not reach outside itself ('${source}')`;
  }
  if (rel.startsWith('packages/contract/')) {
    const isTestTool = /\.test\.ts$/.test(rel) && source === 'vitest';
    if (!isRelative && !isTestTool && !(source === 'zod' || source.startsWith('zod/') || source.startsWith('@upline/domain')))
      return `contract depends only on zod and @upline/domain: '${source}' is not allowed`;
    if (isRelative && !target.startsWith('packages/contract/')) return `contract may not reach outside itself ('${source}')`;
  }
  if (rel.startsWith('packages/db/')) {
    if (source.startsWith('@upline/api') || source.startsWith('@upline/web') || source.startsWith('@upline/contract'))
      return `db may not import '${source}'`;
    if (isRelative && !target.startsWith('packages/db/')) return `db may not reach outside itself ('${source}')`;
  }
  if (rel.startsWith('apps/api/')) {
    if (source === '@upline/web' || source.startsWith('@upline/web/')) return `api never imports '${source}'`;
    if (target && target.startsWith('apps/web/')) return `api never imports the web ('${source}')`;
    const isTest = /\.test\.tsx?$/.test(rel);
    const toFeature = target && target.match(/^apps\/api\/src\/features\/([^/]+)\//);
    const ownFeature = rel.match(/^apps\/api\/src\/features\/([^/]+)\//);
    if (!isTest && !typeOnly && toFeature && ownFeature) {
      const refusal = capabilityRefusal(ownFeature[1], toFeature[1]);
      if (refusal) return refusal;
    }
    if (!isTest && toFeature && /^apps\/api\/src\/(http|platform)\//.test(rel))
      return `http/ and platform/ serve every capability and import none ('${source}'): wire it in the composition root (app.ts, jobs-list.ts)`;
  }
  if (rel.startsWith('apps/web/')) {
    const banned = ['@upline/db', '@upline/api', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'pg-boss'];
    if (banned.some((b) => source === b || source.startsWith(`${b}/`))) return `web never imports '${source}'`;
    if (target && !target.startsWith('apps/web/')) return `web may not reach outside apps/web ('${source}')`;
    const own = rel.match(/^apps\/web\/src\/features\/([^/]+)\//);
    const other = target && target.match(/^apps\/web\/src\/features\/([^/]+)\//);
    if (own && other && own[1] !== other[1])
      return `feature '${own[1]}' may not import feature '${other[1]}': move the shared piece to src/shared or compose in a route`;
    if (rel.startsWith('apps/web/src/shared/') && target && /^apps\/web\/src\/(features|app)\//.test(target))
      return `shared may not import features or app ('${source}'): pass what it needs in from the caller`;
  }
  return null;
}

const dependencyRule = {
  meta: { type: 'problem', docs: { description: 'Enforces the layer dependency rule' }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const report = (node, source) => {
      if (typeof source !== 'string') return;
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
      const message = check(file, source, typeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
    };
  },
};

export const uplinePlugin = { rules: { 'dependency-rule': dependencyRule } };
export { check as checkDependency };
