// @ts-check
// Mutants no test can kill, by rule rather than by a comment at each site (issue 34: "mutation
// exclusions live in the Stryker configs, with reasons"). Each rule names the code it matches and why
// every mutant in it is equivalent; Stryker reports them as Ignored with that reason. Listed in
// scripts/stryker-base.mjs's `ignorers`, so every package's run applies them.
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

/** @typedef {{ node: any, parent: any, parentPath: Path | null, key: string | number | null, listKey?: string }} Path */

/** The name of a property's key (identifier or string), else undefined. */
function keyName(property) {
  if (!property || (property.type !== 'ObjectProperty' && property.type !== 'Property')) return undefined;
  if (property.computed) return undefined;
  const key = property.key;
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
}

/** The callee's name of a call: `f(...)` → f, `a.f(...)` → f. */
function calleeName(call) {
  const callee = call?.callee;
  if (!callee) return undefined;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** The object a property's value sits in, through `x as T` / `x satisfies T`: the ObjectExpression path, or null. */
function objectOfValue(/** @type {Path} */ path) {
  const property = path.parentPath;
  if (!property || keyName(property.node) === undefined || path.key !== 'value') return null;
  const object = property.parentPath;
  return object && object.node.type === 'ObjectExpression' ? object : null;
}

/** Whether an ObjectExpression is the configuration given to XState's createMachine or setup. */
function isMachineConfig(/** @type {Path | null} */ object, /** @type {string[]} */ callees) {
  if (!object) return false;
  let at = object;
  while (at.parentPath && (at.parentPath.node.type === 'TSAsExpression' || at.parentPath.node.type === 'TSSatisfiesExpression'))
    at = at.parentPath;
  const call = at.parentPath?.node;
  return call?.type === 'CallExpression' && call.arguments[0] === at.node && callees.includes(calleeName(call) ?? '');
}

/** Whether an ObjectExpression is an invocation: the value of `invoke`, or an element of its array. */
function isInvokeConfig(/** @type {Path | null} */ object) {
  if (!object) return false;
  const holder = object.parentPath;
  if (holder && keyName(holder.node) === 'invoke') return true;
  return holder?.node.type === 'ArrayExpression' && keyName(holder.parentPath?.node) === 'invoke';
}

const RULES = [
  {
    reason: "XState machine id: the machine's name in the inspector; no transition targets it by id",
    /** @param {Path} path */
    matches: (path) =>
      path.node.type === 'StringLiteral' && keyName(path.parent) === 'id' && isMachineConfig(objectOfValue(path), ['createMachine']),
  },
  {
    reason: 'XState invocation id: nothing refers to the invocation by id (XState names it itself when empty)',
    /** @param {Path} path */
    matches: (path) => path.node.type === 'StringLiteral' && keyName(path.parent) === 'id' && isInvokeConfig(objectOfValue(path)),
  },
  {
    reason: "XState initial state that is the first state: XState starts in the first state when 'initial' is empty",
    /** @param {Path} path */
    matches: (path) => {
      if (path.node.type !== 'StringLiteral' || keyName(path.parent) !== 'initial') return false;
      const object = objectOfValue(path);
      const states = object?.node.properties.find((p) => keyName(p) === 'states')?.value;
      return states?.type === 'ObjectExpression' && keyName(states.properties[0]) === path.node.value;
    },
  },
  {
    reason: "XState 'types': type parameters only; XState ignores the value at run time",
    /** @param {Path} path */
    matches: (path) => keyName(path.node) === 'types' && isMachineConfig(path.parentPath, ['setup', 'createMachine']),
  },
  {
    reason: 'The message of a stand-in actor that throws until the app provides the real one (for the developer who forgot it)',
    /** @param {Path} path */
    matches: (path) => {
      if (path.node.type !== 'StringLiteral' || path.parent.type !== 'NewExpression' || path.parent.callee?.name !== 'Error') return false;
      if (path.parentPath?.parentPath?.node.type !== 'ThrowStatement') return false;
      // The throw is the stand-in's whole body, in an actor creator of XState: fromPromise(async () => { throw … }).
      for (let at = path.parentPath; at; at = at.parentPath) {
        const node = at.node;
        if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') {
          const call = at.parentPath?.node;
          return call?.type === 'CallExpression' && /^from[A-Z]/.test(calleeName(call) ?? '') && node.body.body?.length === 1;
        }
      }
      return false;
    },
  },
  {
    reason:
      "The 'http' kind of a login failure given to loginErrorMessage: it tells apart only 'unexpected' and 'network' (each kind tested in packages/domain); any other kind reads the status and code",
    /** @param {Path} path */
    matches: (path) => {
      if (path.node.type !== 'StringLiteral' || path.node.value !== 'http' || keyName(path.parent) !== 'kind') return false;
      const object = objectOfValue(path);
      const call = object?.parentPath?.node;
      return call?.type === 'CallExpression' && call.arguments[0] === object?.node && calleeName(call) === 'loginErrorMessage';
    },
  },
  {
    reason:
      'A guard before an argon2 verification that only saves the call: verifying against no hash, or against the hash already checked, is false anyway',
    /** @param {Path} path */
    matches: (path) => {
      const parent = path.parent;
      if (parent?.type !== 'LogicalExpression' || parent.operator !== '&&' || path.key !== 'left') return false;
      const right = parent.right;
      return (
        right.type === 'AwaitExpression' && right.argument.type === 'CallExpression' && calleeName(right.argument) === 'verifyPassword'
      );
    },
  },
  {
    reason: "A new user's password history, empty: a stand-in entry is no hash and verifies nothing",
    /** @param {Path} path */
    matches: (path) => path.node.type === 'ArrayExpression' && path.node.elements.length === 0 && keyName(path.parent) === 'recentHashes',
  },
  {
    reason:
      "The name of a request property Fastify declares without a value (decorateRequest(name, undefined)): declaring it only fixes the request object's shape; an undeclared property reads undefined too",
    /** @param {Path} path */
    matches: (path) => {
      const call = path.parent;
      if (path.node.type !== 'StringLiteral' || call?.type !== 'CallExpression' || call.arguments[0] !== path.node) return false;
      const value = call.arguments[1];
      return calleeName(call) === 'decorateRequest' && value?.type === 'Identifier' && value.name === 'undefined';
    },
  },
];

class EquivalentMutantsIgnorer {
  /** @param {Path} path */
  shouldIgnore(path) {
    return RULES.find((rule) => rule.matches(path))?.reason;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'equivalent-mutants', EquivalentMutantsIgnorer)];
