import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ClientResource } from '@portal/api/browser';
import { personalTexts } from '@portal/domain';
import { Card } from '@portal/ui';
import { expect, within } from 'storybook/test';
import { sessionStore } from '../../../shared/session.ts';
import { clientSession as session } from '@portal/api/fixtures';
import { AccountSection } from './AccountSection.tsx';
import { BankAccountsSection } from './BankAccountsSection.tsx';
import { AddressesSection, ContactDetailsSection, EmailAddressesSection, PersonalDetailsSection } from './DetailsSections.tsx';

// Personal details' sections as the page shows them (spec §2, §5 display rules), in their cards.
const longEmail = `alice.${'m'.repeat(100)}@example.com`;
const client = {
  clientId: 1000010001,
  title: 'Mrs',
  forename: 'Alice',
  surname: 'Morgan',
  dateOfBirth: '1970-02-03',
  nationalities: ['GB'],
  countryOfResidence: 'GB',
  gender: 'Female',
  maritalStatus: 'Married',
  employmentStatus: 'Employed',
  taxIdentifierNumbers: { GB: 'QQ123456C' },
  fsaCategory: 'Retail',
  homePhone: '0117 496 0123',
  mobilePhone: '07700 900123',
  businessPhone: null,
  emailAddresses: [
    { addressId: 1, emailAddress: 'alice.morgan@example.com', primaryType: true },
    { addressId: 2, emailAddress: longEmail, primaryType: false },
  ],
  addresses: [
    {
      addressId: 1,
      addressType: 'Home',
      primary: true,
      addressLine1: '12 Harbour Row',
      addressLine2: null,
      addressLine3: null,
      addressLine4: null,
      city: 'Bristol',
      country: 'United Kingdom',
      postcode: 'BS1 4RN',
    },
  ],
  accounts: [
    { accountNumber: '1000001', wrapperType: 'ISA', alias: 'Stocks and shares ISA' },
    { accountNumber: '1000002', wrapperType: 'GIA', alias: null },
  ],
  bankAccounts: [
    {
      bankAccountId: 1,
      clientId: 1000010001,
      accountName: 'Main current',
      accountNumber: '12345678',
      sortCode: '401234',
      bankAccountStatus: 'Active',
    },
    {
      bankAccountId: 2,
      clientId: 1000010001,
      accountName: 'Old savings',
      accountNumber: '87654321',
      sortCode: '209999',
      bankAccountStatus: 'Closed',
    },
  ],
} as unknown as ClientResource;

function Sections({ data, readOnly = false }: { data: ClientResource; readOnly?: boolean }) {
  sessionStore.set(readOnly ? { ...session, isReadOnly: true } : session);
  const { sections } = personalTexts;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={sections.personalDetails} headingLevel={2}>
        <PersonalDetailsSection client={data} />
      </Card>
      <Card title={sections.contactDetails} headingLevel={2}>
        <ContactDetailsSection client={data} />
      </Card>
      <Card title={sections.emailAddresses} headingLevel={2}>
        <EmailAddressesSection emailAddresses={data.emailAddresses} />
      </Card>
      <Card title={sections.addresses} headingLevel={2}>
        <AddressesSection addresses={data.addresses} />
      </Card>
      <Card title={sections.account} headingLevel={2}>
        <AccountSection client={data} />
      </Card>
      <Card title={sections.bankAccounts} headingLevel={2}>
        <BankAccountsSection bankAccounts={data.bankAccounts} />
      </Card>
    </div>
  );
}

const meta = {
  title: 'Pages/Personal details sections',
  component: Sections,
  args: { data: client },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(longEmail.slice(0, 100))).toBeInTheDocument();
    await expect(canvas.getByText('40-12-34')).toBeInTheDocument();
    await expect(canvas.queryByText('Old savings')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Edit ${personalTexts.nicknameOf('1000001')}` })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: { ...client, emailAddresses: [], addresses: [], accounts: [], bankAccounts: [client.bankAccounts[1]!] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(personalTexts.noAddress)).toHaveLength(2);
    await expect(canvas.getByText(personalTexts.noBankAccount)).toBeInTheDocument();
  },
};

export const AdviserReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stocks and shares ISA')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
