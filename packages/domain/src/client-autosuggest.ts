// The client autosuggest's rule (spec §2 Common interface): a typed text matches the client id plus
// forename and surname, case-insensitively; clients already chosen are not suggested again.

export interface SuggestableClient {
  clientId: number;
  forename: string;
  surname: string;
}

/** 'id forename surname', the text a client is matched by and shown as. */
export function clientSuggestionText(client: SuggestableClient): string {
  return `${client.clientId} ${client.forename} ${client.surname}`;
}

/** The clients to suggest for the typed text, in the order given, without the chosen ones. */
/** `textOf` is the shown text to match against (a screen may word its options differently, spec §2 adviser screen). */
export function suggestClients<T extends SuggestableClient>(
  clients: readonly T[],
  text: string,
  chosenIds: Iterable<number> = [],
  textOf: (client: T) => string = clientSuggestionText,
): T[] {
  const chosen = new Set(chosenIds);
  const needle = text.trim().toLocaleLowerCase('en-GB');
  return clients.filter((c) => !chosen.has(c.clientId) && textOf(c).toLocaleLowerCase('en-GB').includes(needle));
}
