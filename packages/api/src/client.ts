/** The client resource of GET /nui/nbs/clients/{clientId} (spec §3, §7), HAL style. */
import { z } from 'zod';
import { halLinks } from './hal.ts';
import { modelPortfolioFund, wrapperDetails } from './account-parts.ts';

export const accountStatuses = ['Active', 'Closed'] as const;

export const adviser = z.object({
  adviserId: z.number().int(),
  adviserOutletId: z.number().int().nullable(),
  forename: z.string(),
  surname: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  addressLine4: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  location: z.object({ locationId: z.number().int() }),
});
export type Adviser = z.infer<typeof adviser>;

export const regularPayment = z.object({
  type: z.string(),
  amount: z.number(),
  frequency: z.string(),
  nextContributionDate: z.string().nullable(),
  bankSortCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
});
export type RegularPayment = z.infer<typeof regularPayment>;

export const jointClient = z.object({
  clientId: z.number().int(),
  forename: z.string(),
  surname: z.string(),
  ownerRelationships: z.array(z.object({ code: z.string() })),
});

export const account = z.object({
  accountId: z.number().int(),
  accountNumber: z.string(),
  wrapperType: z.string(),
  accountType: z.string(),
  accountStatus: z.string(),
  alias: z.string().nullable(),
  numberOfOwners: z.number().int(),
  jointClients: z.array(jointClient),
  /** Latest valuation (pounds) at the valuation date, derived from the simulated history. */
  totalHoldings: z.number().nullable(),
  annualAdviserFeePercentage: z.number().nullable(),
  annualAdviserFeeAmount: z.number().nullable(),
  prlkShortName: z.string().nullable(),
  openedDate: z.string(),
  closedDate: z.string().nullable(),
  details: z.object({
    regularContributions: z.array(regularPayment),
    regularWithdrawals: z.array(regularPayment),
  }),
  /** The account's model portfolio (spec §3: name, funds); null when it follows none. */
  portfolio: z.object({ name: z.string(), funds: z.array(modelPortfolioFund) }).nullable(),
  /** As the account's wrapperDetails link answers (spec §3). */
  wrapperDetails,
  _links: halLinks,
});
export type Account = z.infer<typeof account>;

export const memoAsset = z.object({
  memoAssetId: z.number().int(),
  description: z.string(),
  planNumber: z.string().nullable(),
  institution: z.string().nullable(),
  approximateValue: z.number().nullable(),
  valueEffectiveDate: z.string().nullable(),
  /** `self`: the PATCH address of its approximate value and value date. */
  _links: halLinks,
});
export type MemoAsset = z.infer<typeof memoAsset>;

export const bankAccount = z.object({
  bankAccountId: z.number().int(),
  clientId: z.number().int(),
  accountName: z.string(),
  accountNumber: z.string(),
  sortCode: z.string(),
  bankAccountStatus: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const correspondence = z.object({
  documentId: z.number().int(),
  displayName: z.string(),
  category: z.string(),
  sentDate: z.string(),
  firstOpenDate: z.string().nullable(),
  accountNumber: z.string().nullable(),
  _links: halLinks,
});
export type Correspondence = z.infer<typeof correspondence>;

export const correspondencePage = z.object({
  _embedded: z.object({ correspondenceResourceList: z.array(correspondence) }),
  _links: halLinks,
  page: z.object({ size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int(), number: z.number().int() }),
  unreadDocumentsPresent: z.boolean(),
  /** The distinct categories of all the client's documents (whatever the filters), in order: the category choices (spec §2 Documents). */
  categories: z.array(z.string()),
});
export type CorrespondencePage = z.infer<typeof correspondencePage>;

export const postalAddress = z.object({
  addressId: z.number().int(),
  addressType: z.string(),
  primary: z.boolean(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  addressLine4: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

export const emailAddress = z.object({
  addressId: z.number().int(),
  emailAddress: z.string(),
  primaryType: z.boolean(),
});
export type EmailAddress = z.infer<typeof emailAddress>;

export const clientDetails = z.object({
  clientId: z.number().int(),
  forename: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  nationalities: z.array(z.string()),
  employmentStatus: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  countryOfResidence: z.string().nullable(),
  taxIdentifierNumbers: z.record(z.string(), z.string()),
  fsaCategory: z.string().nullable(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  businessPhone: z.string().nullable(),
});
export type ClientDetails = z.infer<typeof clientDetails>;

export const clientResource = clientDetails.extend({
  _links: halLinks,
  /** Null when the client's adviserId is the no-adviser placeholder. */
  adviser: adviser.nullable(),
  adviserId: z.number().int(),
  accounts: z.array(account),
  memoAssets: z.array(memoAsset),
  bankAccounts: z.array(bankAccount),
  /** The first page of documents, newest first; `_links.next` pages on. */
  correspondences: correspondencePage,
  addresses: z.array(postalAddress),
  emailAddresses: z.array(emailAddress),
  /** Whether documents arrived since the previous login (spec §4 start-up). */
  newCorrespondencesSinceLastLogin: z.boolean(),
  /**
   * Whether the newest news item is later than the viewer's previous login (spec §2 Welcome: go to
   * news, else home). False on a first login (the welcome shows instead) and for advisers.
   */
  newsSinceLastLogin: z.boolean(),
});
export type ClientResource = z.infer<typeof clientResource>;
