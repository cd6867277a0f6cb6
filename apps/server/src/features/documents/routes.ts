/**
 * Documents (spec §2 Documents, §7): the client's filtered pages of documents, one document, its
 * PDF download, and marking it read (refused while impersonating by plugins/read-only.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../http-error.ts';
import { canReadClient } from '../../access/access.ts';
import { endpoint } from '../endpoint.ts';
import { renderDocumentPdf } from './pdf.ts';
import { documentFileName, toCorrespondence } from '../../shared/correspondence.ts';
import { loadCorrespondencePage, markDocumentRead, storedDocumentFile } from './repository.ts';
import { documentContent, ownedDocument } from './service.ts';

export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpoint('correspondences', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const { clientId } = request.params;
      if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
      const { page, size, ...filters } = request.query;
      return loadCorrespondencePage(db, clientId, page, size ?? config.correspondencePageSize, filters);
    },
  });

  api.route({
    ...endpoint('document', { viewer: true }),
    handler: async (request) => toCorrespondence(await ownedDocument(db, request.viewer, request.params.documentId)),
  });

  api.route({
    ...endpoint('documentDownload', { viewer: true }),
    handler: async (request, reply) => {
      const doc = await ownedDocument(db, request.viewer, request.params.documentId);
      // An imported document is served as the back office sent it (document_files, issue 28).
      const stored = await storedDocumentFile(db, doc.document_id);
      if (stored)
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${documentFileName(doc)}"`)
          .header('cache-control', 'private, no-store')
          .send(stored as unknown as string);
      const started = performance.now();
      const content = await documentContent(db, doc);
      const gathered = performance.now();
      const pdf = await renderDocumentPdf(content);
      // Server-Timing: the figures' queries and the rendering, apart (bench/documents.bench.ts reads them).
      reply.header('server-timing', `data;dur=${(gathered - started).toFixed(1)}, pdf;dur=${(performance.now() - gathered).toFixed(1)}`);
      // A Buffer is sent as it is (Fastify never serialises one); the contract types the 200 as a string.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(doc)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  });

  api.route({
    ...endpoint('markAsRead', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const { documentId, sentDate } = request.body;
      const doc = await ownedDocument(db, session, documentId);
      // The list's sentDate must match: a stale or made-up pair is not this document.
      if (doc.sent_date.getTime() !== Date.parse(sentDate)) throw errors.notFound('No such document.');
      const firstOpenDate = await markDocumentRead(db, documentId, config.now());
      // The client resource embeds the read state (unreadDocumentsPresent): drop every instance's copy.
      await app.caches.invalidate({ clients: [doc.client_id] });
      return { firstOpenDate: firstOpenDate.toISOString() };
    },
  });
}
