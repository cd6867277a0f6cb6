/**
 * Documents (correspondence) and news (spec §2 Documents/News, §3, §7): the list filters, the
 * document calls and the news feed. The list's page shape itself lives with the client resource (client.ts).
 */
import { z } from 'zod';
import { isIsoDate } from '@portal/domain';
import { MAX_INT_ID, digits } from './request-schemas.ts';

export * from './document-categories.ts';

const isoDate = z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD');

/** The filters of the correspondence list; the `next` links carry them on. */
export const correspondenceFilters = z.object({
  /** One of the client's categories as stored (the portal matches the address's case-insensitively); a firm's import names its own. */
  category: z.string().min(1).max(100).optional(),
  accountNumber: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'not an account number')
    .optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type CorrespondenceFilters = z.infer<typeof correspondenceFilters>;

export const correspondencePageQuery = correspondenceFilters
  .extend({
    page: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .default(0),
    size: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(100))
      .optional(),
  })
  .strict()
  .refine((q) => q.dateFrom === undefined || q.dateTo === undefined || q.dateFrom <= q.dateTo, 'dateFrom must not be after dateTo');

export const documentParams = z.object({ documentId: digits(10) }).strict();

/** The PDF bytes (application/pdf). */
export const documentPdf = z.string().describe('application/pdf');

export const markAsReadRequest = z
  .object({
    documentId: z.number().int().positive().max(MAX_INT_ID),
    /** The document's sentDate as the list gave it (ISO timestamp). */
    sentDate: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a timestamp'),
  })
  .strict();
export type MarkAsReadRequest = z.infer<typeof markAsReadRequest>;

export const markAsReadResponse = z.object({ firstOpenDate: z.string() });
export type MarkAsReadResponse = z.infer<typeof markAsReadResponse>;

export const newsItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  /** ISO timestamp of publication. */
  date: z.string(),
  content: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })),
});
export type NewsItem = z.infer<typeof newsItem>;

/** Newest first. */
export const newsFeed = z.array(newsItem);
export type NewsFeed = z.infer<typeof newsFeed>;
