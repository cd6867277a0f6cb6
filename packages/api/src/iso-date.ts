import { z } from 'zod';

/** A date in an answer, written 'YYYY-MM-DD' (requests check the calendar too: request-schemas.ts). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
