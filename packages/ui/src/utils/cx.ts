/** Joins class names, skipping falsy ones (a tiny clsx), so conditional classes read as one call. */
export type ClassValue = string | false | null | undefined;

export function cx(...names: ClassValue[]): string {
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
