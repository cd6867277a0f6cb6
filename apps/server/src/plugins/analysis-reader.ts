/**
 * `fastify.analysisReader`: a client's analysis of an accounts key and date range, as GET analysis
 * answers it. The portfolio feature owns it; app.ts passes it here, so the print service prints the
 * server's own figures (spec §2.65, security review L5) without importing another feature.
 * Access is the caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnalysisResult } from '@portal/api';

export type ClientAnalysisReader = (
  app: FastifyInstance,
  clientId: number,
  requested: { accountsKey: string; dateRangeId: string },
) => Promise<AnalysisResult>;

declare module 'fastify' {
  interface FastifyInstance {
    analysisReader: (clientId: number, requested: { accountsKey: string; dateRangeId: string }) => Promise<AnalysisResult>;
  }
}

export default fp<{ readClientAnalysis: ClientAnalysisReader }>(
  async (app, { readClientAnalysis }) => {
    app.decorate('analysisReader', (clientId: number, requested: { accountsKey: string; dateRangeId: string }) =>
      readClientAnalysis(app, clientId, requested),
    );
  },
  { name: 'analysis-reader', fastify: '5.x' },
);
