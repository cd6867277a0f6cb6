/**
 * Security headers (@fastify/helmet): a strict same-origin CSP, with frame-ancestors from the
 * configuration because the portal may be embedded (spec §1).
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const { frameAncestors } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors,
        },
      },
      // frame-ancestors governs framing; X-Frame-Options would contradict a configured embedder.
      frameguard: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? { action: 'sameorigin' } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['config'] },
);
