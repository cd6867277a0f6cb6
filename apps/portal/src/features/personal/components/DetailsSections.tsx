/**
 * The read-only sections of Personal details (spec §2, §5 display rules): the client's details and
 * phones, e-mail addresses cut to 100 characters, postal addresses; no e-mail or no address shows
 * 'Please contact your adviser to provide your address information'.
 */
import type { ClientResource, EmailAddress, PostalAddress } from '@portal/api/browser';
import { formatDate, personalTexts, truncateEmail } from '@portal/domain';
import { FiguresList } from '@portal/ui';
import * as styles from './personal.css.ts';

const { fields } = personalTexts;

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });
/** 'GB' → 'United Kingdom' (ISO 3166 codes, as the import takes them); anything else is shown as it is. */
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function PersonalDetailsSection({ client }: { client: ClientResource }) {
  const name = [client.title, client.forename, client.surname].filter(Boolean).join(' ');
  return (
    <FiguresList
      items={[
        { label: fields.name, value: name },
        { label: fields.clientId, value: String(client.clientId) },
        { label: fields.dateOfBirth, value: client.dateOfBirth ? formatDate(client.dateOfBirth, 'DD/MM/YYYY') : null },
        { label: fields.nationalities, value: client.nationalities?.length ? client.nationalities.map(countryName).join(', ') : null },
        { label: fields.countryOfResidence, value: client.countryOfResidence ? countryName(client.countryOfResidence) : null },
        { label: fields.gender, value: client.gender },
        { label: fields.maritalStatus, value: client.maritalStatus },
        { label: fields.employmentStatus, value: client.employmentStatus },
        ...Object.entries(client.taxIdentifierNumbers ?? {}).map(([country, number]) => ({
          label: fields.taxIdentifier(countryName(country)),
          value: number,
        })),
        { label: fields.fsaCategory, value: client.fsaCategory },
      ]}
    />
  );
}

export function ContactDetailsSection({ client }: { client: ClientResource }) {
  return (
    <FiguresList
      items={[
        { label: fields.homePhone, value: client.homePhone },
        { label: fields.mobilePhone, value: client.mobilePhone },
        { label: fields.businessPhone, value: client.businessPhone },
      ]}
    />
  );
}

function NoAddress() {
  return <p className={styles.muted}>{personalTexts.noAddress}</p>;
}

/** Primary first, then as the server sent them. */
function primaryFirst<T>(items: readonly T[], isPrimary: (item: T) => boolean): T[] {
  return [...items].sort((a, b) => Number(isPrimary(b)) - Number(isPrimary(a)));
}

export function EmailAddressesSection({ emailAddresses }: { emailAddresses: readonly EmailAddress[] | undefined }) {
  if (!emailAddresses?.length) return <NoAddress />;
  return (
    <ul className={styles.list}>
      {primaryFirst(emailAddresses, (e) => e.primaryType).map((email) => (
        <li key={email.addressId} className={styles.address}>
          {truncateEmail(email.emailAddress)}
          {email.primaryType && ` (${fields.primary})`}
        </li>
      ))}
    </ul>
  );
}

export function AddressesSection({ addresses }: { addresses: readonly PostalAddress[] | undefined }) {
  if (!addresses?.length) return <NoAddress />;
  return (
    <ul className={styles.list}>
      {primaryFirst(addresses, (a) => a.primary).map((address) => {
        const lines = [
          address.addressLine1,
          address.addressLine2,
          address.addressLine3,
          address.addressLine4,
          address.city,
          address.postcode,
          address.country,
        ].filter((line): line is string => Boolean(line));
        return (
          <li key={address.addressId}>
            <address className={styles.address}>
              {lines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            {address.primary && <span className={styles.muted}>{fields.primary}</span>}
          </li>
        );
      })}
    </ul>
  );
}
