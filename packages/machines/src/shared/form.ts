/**
 * The transitions every credential form machine takes while the user edits (its `editing` and `error`
 * states): `<prefix>.change` runs the machine's field action, `<prefix>.submit` moves on when the
 * machine's `canSubmit` guard passes. One fragment instead of a copied block per machine.
 */
export type FormEditing<P extends string, A extends string, T extends string> = {
  readonly [K in `${P}.change`]: { readonly actions: A };
} & { readonly [K in `${P}.submit`]: { readonly guard: 'canSubmit'; readonly target: T } };

export function formEditing<P extends string, A extends string, T extends string>(
  prefix: P,
  change: A,
  submitTarget: T,
): FormEditing<P, A, T> {
  const transitions: Record<string, unknown> = {
    [`${prefix}.change`]: { actions: change },
    [`${prefix}.submit`]: { guard: 'canSubmit', target: submitTarget },
  };
  return transitions as FormEditing<P, A, T>;
}
