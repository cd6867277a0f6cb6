/**
 * Reads the portal's route tables from their source, so that every route gets its own page (its HTML,
 * modulepreloads, title) without anyone listing it (issue 35 item 1): the data router's table
 * (src/app/router.tsx, a React Router `RouteObject[]`) and the public pages' (src/app/public/public-pages.ts,
 * path → page loader). Paths are evaluated against the paths module (src/shared/paths.ts), so a route is
 * named once. A route whose path or module this reader does not understand fails the build rather than
 * going without a page: a new route is either fast or loud.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { documentTitle, pageTitles } from '@portal/domain';
import { clientChildPath, paths } from '../src/shared/paths.ts';

export interface TableRoute {
  /** The URL pattern in React Router's syntax: '/client/analysis/:accountNum/:rangeId', '/client/*'. */
  path: string;
  /** The route modules a first visit loads, outermost first, relative to the portal's root ('src/...'). */
  modules: string[];
  /** The page's name in pageTitles (@portal/domain), from the route's `handle: title('…')`. */
  title?: string;
}

/** What a route expression may refer to: the paths module's values. */
const SCOPE: Record<string, unknown> = { paths, clientChildPath };

class RouteTableError extends Error {
  constructor(file: string, node: ts.Node, message: string) {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    super(`route table ${file}:${line + 1}: ${message} (${node.getText(source).slice(0, 120)})`);
  }
}

/** Evaluates a path expression: a string, `paths.a.b.path`, `clientChildPath('x')`. */
function evaluate(file: string, node: ts.Expression): unknown {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return evaluate(file, node.expression);
  if (ts.isIdentifier(node)) {
    if (!(node.text in SCOPE)) throw new RouteTableError(file, node, `unknown name ${node.text}`);
    return SCOPE[node.text];
  }
  if (ts.isPropertyAccessExpression(node)) {
    const target = evaluate(file, node.expression) as Record<string, unknown> | undefined;
    const value = target?.[node.name.text];
    if (value === undefined) throw new RouteTableError(file, node, 'no such path');
    return value;
  }
  if (ts.isCallExpression(node)) {
    const fn = evaluate(file, node.expression);
    if (typeof fn !== 'function') throw new RouteTableError(file, node, 'not a function');
    return (fn as (...args: unknown[]) => unknown)(...node.arguments.map((a) => evaluate(file, a)));
  }
  throw new RouteTableError(file, node, 'a path this reader cannot evaluate');
}

/** The module specifiers a loader expression imports: `() => import('x')`, `() => import('x').then(…)`, a named const. */
function importsOf(file: string, node: ts.Expression, consts: Map<string, ts.Expression>): string[] {
  if (ts.isIdentifier(node)) {
    const value = consts.get(node.text);
    if (!value) throw new RouteTableError(file, node, `no top-level const ${node.text}`);
    return importsOf(file, value, consts);
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [spec] = n.arguments;
        if (!spec || !ts.isStringLiteralLike(spec)) throw new RouteTableError(file, n, 'an import() without a literal module');
        found.push(spec.text);
      }
      ts.forEachChild(n, visit);
    };
    visit(node.body);
    return found;
  }
  throw new RouteTableError(file, node, 'a loader this reader cannot follow');
}

/** A loader that returns a statically imported page (`() => Promise.resolve(LoginPage)`): its module. */
function staticPageOf(node: ts.Expression, consts: Map<string, ts.Expression>, imported: Map<string, string>): string | undefined {
  const value = ts.isIdentifier(node) ? consts.get(node.text) : node;
  if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return undefined;
  let found: string | undefined;
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n) && imported.has(n.text)) found ??= imported.get(n.text);
    ts.forEachChild(n, visit);
  };
  visit(value.body);
  return found;
}

function parse(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const e of bindings.elements) imported.set(e.name.text, statement.moduleSpecifier.text);
      }
    }
  }
  return { source, consts, imported };
}

const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
    ?.initializer;

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * The data router's table: every route with a `lazy` module, its full path and the lazy modules of the
 * routes around it (the client shell's, then the page's). `portalRoot` makes the modules relative.
 */
export function readRouterTable(file: string, portalRoot: string): TableRoute[] {
  const { source, consts } = parse(file);
  const routes = consts.get('routes');
  if (!routes || !ts.isArrayLiteralExpression(routes)) throw new Error(`route table ${file}: no \`export const routes = [...]\``);
  const moduleOf = (spec: string) => relative(portalRoot, resolve(dirname(file), spec));
  // A path's last route wins: a layout's index child (the client shell, then its index page) over the layout.
  const out = new Map<string, TableRoute>();
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) throw new RouteTableError(file, element, 'a route that is not an object literal');
      const pathNode = property(element, 'path');
      const isIndex = property(element, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
      const path = pathNode ? join(parentPath, String(evaluate(file, pathNode))) : parentPath;
      const lazy = property(element, 'lazy');
      const modules = lazy ? [...parentModules, ...importsOf(file, lazy, consts).map(moduleOf)] : parentModules;
      const handle = property(element, 'handle');
      const title =
        handle && ts.isCallExpression(handle) && handle.arguments[0] && ts.isStringLiteralLike(handle.arguments[0])
          ? handle.arguments[0].text
          : undefined;
      const children = property(element, 'children');
      if (lazy && (pathNode || isIndex)) out.set(path || '/', { path: path || '/', modules, title });
      if (children) {
        if (!ts.isArrayLiteralExpression(children)) throw new RouteTableError(file, children, 'children that are not an array literal');
        walk(children, path, modules);
      }
    }
  };
  walk(routes, '', []);
  void source;
  return [...out.values()];
}

/**
 * The public pages' table (`export const PUBLIC_PAGES = { [paths.x.path]: loader }`): each path and its
 * page's module (a lazy import, or the statically imported login page that the entry itself holds).
 */
export function readPublicTable(file: string, portalRoot: string): TableRoute[] {
  const { consts, imported } = parse(file);
  const table = consts.get('PUBLIC_PAGES');
  const object = table && ts.isSatisfiesExpression(table) ? table.expression : table;
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error(`route table ${file}: no \`export const PUBLIC_PAGES = {...}\``);
  const moduleOf = (spec: string) => relative(portalRoot, resolve(dirname(file), spec));
  return object.properties.map((p) => {
    if (!ts.isPropertyAssignment(p) || !ts.isComputedPropertyName(p.name))
      throw new RouteTableError(file, p, 'a page that is not [path]: loader');
    const path = String(evaluate(file, p.name.expression));
    const lazy = importsOf(file, p.initializer, consts);
    const page = lazy.length > 0 ? lazy : [staticPageOf(p.initializer, consts, imported)].filter((m): m is string => m !== undefined);
    if (page.length === 0) throw new RouteTableError(file, p, 'a page whose module this reader cannot find');
    return { path, modules: page.map(moduleOf) };
  });
}

/** The data router's table (src/app/router.tsx) and the public pages' (src/app/public/public-pages.ts). */
export const ROUTER_FILE = 'src/app/router.tsx';
export const PUBLIC_PAGES_FILE = 'src/app/public/public-pages.ts';

/** A route's document title before any JS runs (RouteChange.tsx sets the same on navigation), from its handle's page name. */
export function titleOf(page: string): string | undefined {
  return page in pageTitles ? documentTitle(pageTitles[page as keyof typeof pageTitles], undefined) : undefined;
}
