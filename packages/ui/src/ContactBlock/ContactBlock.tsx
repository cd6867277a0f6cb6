/**
 * A block of contact details (spec §2 Contacts): a heading, then name, e-mail (mailto), phone (tel),
 * address lines and any extra rows (live chat, hours) as a description list. mailto: and tel: are
 * plain anchors: the app's router would otherwise resolve them as paths inside the portal.
 */
import { useId, type ReactNode } from 'react';
import { contactsPageTexts } from '@portal/domain';
import { link } from '../Link/Link.css.ts';
import * as styles from './ContactBlock.css.ts';

export interface ContactRow {
  label: string;
  value: ReactNode;
}

export interface ContactBlockProps {
  title: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  addressLines?: readonly string[];
  /** Rows after the address, e.g. live chat and support hours. */
  extraRows?: readonly ContactRow[];
  /** @default contactsPageTexts (E-mail, Phone, Address) */
  labels?: { email: string; phone: string; address: string };
}

export function ContactBlock({
  title,
  headingLevel = 2,
  name,
  email,
  phone,
  addressLines = [],
  extraRows = [],
  labels = { email: contactsPageTexts.email, phone: contactsPageTexts.phone, address: contactsPageTexts.postalAddress },
}: ContactBlockProps) {
  const H = `h${headingLevel}` as const;
  const titleId = useId();
  const rows: ContactRow[] = [
    ...(email
      ? [
          {
            label: labels.email,
            value: (
              <a className={link} href={`mailto:${email}`}>
                {email}
              </a>
            ),
          },
        ]
      : []),
    ...(phone
      ? [
          {
            label: labels.phone,
            value: (
              <a className={link} href={`tel:${phone.replace(/\s/g, '')}`}>
                {phone}
              </a>
            ),
          },
        ]
      : []),
    ...(addressLines.length > 0
      ? [
          {
            label: labels.address,
            value: (
              <address className={styles.address}>
                {addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ),
          },
        ]
      : []),
    ...extraRows,
  ];
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <H id={titleId} className={styles.title}>
        {title}
      </H>
      {name && <p className={styles.name}>{name}</p>}
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
