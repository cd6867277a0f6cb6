/**
 * Limits on adviser GraphQL queries (hardening issue 14, item 6): no introspection in production, at
 * most a few root fields and aliases and a bounded number of selections (a cheap cost measure), and
 * no "Did you mean …?" suggestions that would map the schema for a caller in production.
 */
import { GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, visit } from 'graphql';
import type { DocumentNode, ValidationRule } from 'graphql';

export const MAX_ROOT_FIELDS = 5;
export const MAX_ALIASES = 10;
export const MAX_SELECTIONS = 200;

/** Counts what a query asks for; errors when it asks too much. */
export function queryLimitErrors(document: DocumentNode): GraphQLError[] {
  let aliases = 0;
  let selections = 0;
  let rootFields = 0;
  let depth = 0;
  visit(document, {
    SelectionSet: { enter: () => void (depth += 1), leave: () => void (depth -= 1) },
    Field(node) {
      selections += 1;
      if (node.alias) aliases += 1;
      if (depth === 1) rootFields += 1;
    },
  });
  const refusals: GraphQLError[] = [];
  if (rootFields > MAX_ROOT_FIELDS) refusals.push(new GraphQLError(`At most ${MAX_ROOT_FIELDS} root fields are accepted.`));
  if (aliases > MAX_ALIASES) refusals.push(new GraphQLError(`At most ${MAX_ALIASES} aliases are accepted.`));
  if (selections > MAX_SELECTIONS) refusals.push(new GraphQLError(`At most ${MAX_SELECTIONS} field selections are accepted.`));
  return refusals;
}

/** The validation rules: the specified ones, and in production no introspection. */
export function validationRules(production: boolean): readonly ValidationRule[] {
  return production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
}

/** In production an error message loses its "Did you mean …?" hint. */
export function withoutSuggestions(message: string, production: boolean): string {
  return production ? message.replace(/\s*Did you mean .*$/s, '') : message;
}
