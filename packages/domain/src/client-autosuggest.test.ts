import { describe, expect, it } from 'vitest';
import { clientSuggestionText, suggestClients } from './client-autosuggest.ts';

const clients = [
  { clientId: 1000010001, forename: 'Alice', surname: 'Morgan' },
  { clientId: 1000010002, forename: 'Bob', surname: 'Alison' },
  { clientId: 1000020003, forename: 'Carol', surname: 'Price' },
];

describe('client autosuggest (spec §2)', () => {
  it('matches the client id plus forename and surname, case-insensitively', () => {
    expect(suggestClients(clients, 'ALI').map((c) => c.clientId)).toEqual([1000010001, 1000010002]);
    expect(suggestClients(clients, '20003').map((c) => c.clientId)).toEqual([1000020003]);
    expect(suggestClients(clients, 'alice morgan').map((c) => c.clientId)).toEqual([1000010001]);
    expect(suggestClients(clients, '0001 alice').map((c) => c.clientId)).toEqual([1000010001]);
    expect(suggestClients(clients, '').length).toBe(3);
  });

  it('leaves out clients already chosen', () => {
    expect(suggestClients(clients, 'ali', [1000010001]).map((c) => c.clientId)).toEqual([1000010002]);
  });

  it("matches the text the screen shows when it words clients its own way ('forename surname clientId')", () => {
    const shown = (c: (typeof clients)[number]) => `${c.forename} ${c.surname} ${c.clientId}`;
    expect(suggestClients(clients, 'morgan 1000', [], shown).map((c) => c.clientId)).toEqual([1000010001]);
    expect(suggestClients(clients, '0001 alice', [], shown)).toEqual([]);
  });

  it('shows a client as id, forename and surname', () => {
    expect(clientSuggestionText(clients[2]!)).toBe('1000020003 Carol Price');
  });
});
