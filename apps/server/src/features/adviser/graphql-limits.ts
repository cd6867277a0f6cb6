/**
 * Limits on adviser GraphQL queries (hardening issue 14, item 6): no introspection in production (but whether a
 * named type exists), at
 * most a few root fields and aliases and a bounded number of selections (a cheap cost measure), and
 * no "Did you mean …?" suggestions that would map the schema for a caller in production.
 */
import { GraphQLError, Kind, getNamedType, isIntrospectionType, specifiedRules, visit } from 'graphql';
import type { ASTVisitor, DocumentNode, FragmentDefinitionNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';

export const MAX_ROOT_FIELDS = 5;
export const MAX_ALIASES = 10;
export const MAX_SELECTIONS = 200;

/**
 * The root fields an operation asks for, through inline fragments and fragment spreads too (else
 * `{ ... on Query { a b c d e f } }` would pass the root-field limit); each fragment is counted once.
 */
function rootFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((sum, s) => {
      if (s.kind === Kind.FIELD) return sum + 1;
      if (s.kind === Kind.INLINE_FRAGMENT) return sum + count(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return sum;
      seen.add(s.name.value);
      return sum + count(fragment.selectionSet);
    }, 0);
  return document.definitions.reduce((sum, d) => (d.kind === Kind.OPERATION_DEFINITION ? sum + count(d.selectionSet) : sum), 0);
}

/** Counts what a query asks for; errors when it asks too much. */
export function queryLimitErrors(document: DocumentNode): GraphQLError[] {
  let aliases = 0;
  let selections = 0;
  const rootFields = rootFieldCount(document);
  visit(document, {
    Field(node) {
      selections += 1;
      if (node.alias) aliases += 1;
    },
  });
  const refusals: GraphQLError[] = [];
  if (rootFields > MAX_ROOT_FIELDS) refusals.push(new GraphQLError(`At most ${MAX_ROOT_FIELDS} root fields are accepted.`));
  if (aliases > MAX_ALIASES) refusals.push(new GraphQLError(`At most ${MAX_ALIASES} aliases are accepted.`));
  if (selections > MAX_SELECTIONS) refusals.push(new GraphQLError(`At most ${MAX_SELECTIONS} field selections are accepted.`));
  return refusals;
}

/** What `__type(name:)` may select in production: whether the named type exists, and nothing of its shape. */
const TYPE_EXISTS_FIELDS = new Set(['name', '__typename']);

/**
 * graphql's NoSchemaIntrospectionCustomRule, but letting through `__type(name: …) { name }`: that tells only
 * whether a type of that name exists (as little as an unknown-field error already tells), and GraphQL over
 * HTTP's MUST audits ask it (issue 31, item 5). `__schema`, and any field, kind or fragment of a type, stay refused.
 */
export function NoSchemaIntrospectionExceptTypeExistsRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const type = getNamedType(context.getType());
      if (!type || !isIntrospectionType(type)) return;
      const typeExists =
        node.name.value === '__type' &&
        (node.selectionSet?.selections ?? []).every((s) => s.kind === Kind.FIELD && TYPE_EXISTS_FIELDS.has(s.name.value));
      if (typeExists) return false;
      context.reportError(
        new GraphQLError(`GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`, {
          nodes: node,
        }),
      );
    },
  };
}

/** The validation rules: the specified ones, and in production no introspection (but whether a named type exists). */
export function validationRules(production: boolean): readonly ValidationRule[] {
  return production ? [...specifiedRules, NoSchemaIntrospectionExceptTypeExistsRule] : specifiedRules;
}

/** In production an error message loses its "Did you mean …?" hint. */
export function withoutSuggestions(message: string, production: boolean): string {
  return production ? message.replace(/\s*Did you mean .*$/s, '') : message;
}
