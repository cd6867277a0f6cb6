import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_DOCUMENT_CATEGORIES, documentCategoryChoices, documentCategoryLabel, isDocumentRead } from './documents.ts';
import { documentsTexts } from './texts/documents.ts';

const labels = { allDocuments: documentsTexts.allDocuments, miscellaneous: documentsTexts.miscellaneous };

describe('document categories', () => {
  it('reads All as All documents and None as Miscellaneous', () => {
    expect(documentCategoryLabel('All', labels)).toBe('All documents');
    expect(documentCategoryLabel('None', labels)).toBe('Miscellaneous');
    expect(documentCategoryLabel('Statements', labels)).toBe('Statements');
  });

  it('offers All plus the distinct categories', () => {
    expect(documentCategoryChoices(['Statements', 'None', 'Statements', 'Tax', ''])).toEqual(['All', 'Statements', 'None', 'Tax']);
    expect(documentCategoryChoices([])).toEqual(['All']);
  });

  it('always starts with All and never repeats a choice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('All', 'None', 'Statements', 'Tax', 'Valuations')), (categories) => {
        const choices = documentCategoryChoices(categories);
        expect(choices[0]).toBe(ALL_DOCUMENT_CATEGORIES);
        expect(new Set(choices).size).toBe(choices.length);
      }),
    );
  });

  it('derives read from firstOpenDate', () => {
    expect(isDocumentRead({ firstOpenDate: null })).toBe(false);
    expect(isDocumentRead({ firstOpenDate: undefined })).toBe(false);
    expect(isDocumentRead({ firstOpenDate: '' })).toBe(false);
    expect(isDocumentRead({ firstOpenDate: '2024-03-01T10:00:00Z' })).toBe(true);
  });
});
