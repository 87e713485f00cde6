import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../contract/limits.js';
import { accessRoutes } from './access/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { adminLimitRoutes } from './admin/limit-routes.js';
import { auditRoutes } from './audit/routes.js';
import { razorpaySettings, type Config } from './config.js';
import type { AppDeps } from './deps.js';
import { duplicateChecksSettled } from './duplicates/service.js';
import { duplicateRoutes } from './duplicates/routes.js';
import { grievanceRoutes } from './grievances/routes.js';
import { healthRoutes } from './health/routes.js';
import { moderationRoutes } from './moderation/routes.js';
import { newLifecycle } from './lifecycle.js';
import { registerCompression } from './http/compression.js';
import { registerSessionLookup } from './http/auth.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonParser } from './http/json-body.js';
import { loggerOptions, logRequest } from './http/log.js';
import { registerNoStore } from './http/no-store.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { openApiTransform } from './http/openapi.js';
import { connectRateLimitStore } from './http/rate-limit-store.js';
import { legalRoutes } from './legal/routes.js';
import { myDataRoutes } from './my-data/routes.js';
import { biodataRoutes } from './biodata/routes.js';
import { passwordResetRoutes } from './password-reset/routes.js';
import { favouriteRoutes } from './favourites/routes.js';
import { interestRoutes } from './interests/routes.js';
import { hasLiveInterests, newInterestCount } from './interests/service.js';
import { notificationRoutes } from './notifications/routes.js';
import { adminPaymentRoutes } from './payments/admin-routes.js';
import { paymentRoutes } from './payments/routes.js';
import { photoLinkOpens } from './privacy/photo-access.js';
import { presentToMember, sharedPresentationKey } from './privacy/present-to-member.js';
import { privacyRoutes } from './privacy/routes.js';
import { blockRoutes } from './blocks/routes.js';
import { createMetrics } from './metrics/metrics.js';
import { registerMetricsRoute, registerRequestMetrics } from './metrics/scrape.js';
import { listingCacheCounts, listingContextRead, switchListingCache } from './profiles/listing-cache.js';
import { profileRoutes } from './profiles/routes.js';
import type { PresentToMember } from './profiles/service.js';
import { visitRoutes } from './visits/routes.js';
import { savedSearchRoutes } from './saved-searches/routes.js';
import { visitRecorder } from './visits/service.js';
import { matchesListingFor } from './matches/service.js';
import { viewerStanding } from './profiles/viewer.js';
import { viewerRules } from './profiles/viewer-access.js';
import { reportRoutes } from './reports/routes.js';
import { sessionRoutes } from './sessions/routes.js';
import { sessionCopyCounts } from './sessions/member-session-copies.js';
import { sessionLookup } from './sessions/service.js';
import { twoStepRoutes } from './two-step/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { verificationRoutes } from './verification/routes.js';
import { imageQueueState } from './uploads/image-queue.js';
import { registerWebApp } from './web-app.js';

const JSON_BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count believes that many proxies nearest to us. */
function trustedProxies(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the whole product as a Fastify instance without listening (tests call `inject`). */
export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  // What /metrics reports: requests by route, the mail and SMS sent, and at each scrape the state
  // kept where it lives (docs/decisions/0033-metrics.md). Features count through `deps.metrics`.
  const metrics = given.metrics ?? createMetrics();
  const deps: AppDeps = { ...given, metrics };
  const app = Fastify({
    logger: { ...loggerOptions(deps.config.LOG_LEVEL), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Fastify's own two lines per request (arrival and completion) would double the logging
    // under load; logRequest writes one line when the answer has gone.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a load balancer, only the configured proxies may say who the client is.
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    // While closing, requests still on open connections get the product's answers (readiness
    // says SHUTTING_DOWN with a code) instead of Fastify's bare 503.
    return503OnClosing: false,
  });
  // Copies of sessions and listing pages are served only while the database's announcements of
  // writes arrive (db/change-feed.ts); until then every call reads the database.
  await deps.database.changes.start();
  const lifecycle = deps.lifecycle ?? newLifecycle();
  app.addHook('preClose', async () => lifecycle.beginShutdown());
  // Duplicate checks queued after answers finish before the database closes.
  app.addHook('onClose', duplicateChecksSettled);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonParser(app);
  // The signed-in scopes look sessions up through sessions, which reads a member's row and the
  // listing's context with their session: one statement, and http knows no feature.
  registerSessionLookup(app, sessionLookup(listingContextRead(hasLiveInterests)));
  app.addHook('onResponse', logRequest);

  const { database } = deps;
  switchListingCache(database.db, deps.config.LISTING_CACHE);
  metrics.watch({
    connections: () => database.connections(),
    listingCache: () => listingCacheCounts(database.db),
    sessionCopies: () => sessionCopyCounts(database.db),
    imageQueue: imageQueueState,
  });
  registerRequestMetrics(app, metrics);

  // Razorpay Checkout is a script from its own origin that opens a frame from its API's origin:
  // admitted only when Razorpay collects the fee, so no other install runs a third party's code.
  const razorpay = razorpaySettings(deps.config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(razorpay ? [new URL(razorpay.checkoutUrl).origin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'", 'blob:', ...(razorpay ? [new URL(razorpay.apiUrl).origin] : [])],
        // TLS is the proxy's job; forcing https here would break a plain-http LAN install.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Answers of a few kilobytes matter on a slow phone connection; off (COMPRESSION=off) behind a
  // proxy that compresses. Built assets are precompressed and served as they are either way.
  if (deps.config.COMPRESSION) registerCompression(app);
  const redis = deps.config.REDIS_URL ? await connectRateLimitStore(deps.config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'closed')));
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: 'mali-vivah-rate-', skipOnError: true } : {}),
  });
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mali Vivah API',
        description: 'Matrimony service: members, profiles, uploads, reports, payments and administration.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'query', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerMetricsRoute(app, metrics, deps.config.METRICS_ALLOW);

  await app.register(
    async (plain) => {
      registerNoStore(plain);
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await healthRoutes(scope, deps, lifecycle);
      await accountRoutes(scope, deps);
      await passwordResetRoutes(scope, deps);
      // Answers about members asked for one by one carry their contacts, under the daily cap.
      const revealing: PresentToMember = (db, viewer, rows, known) =>
        presentToMember(db, viewer, rows, { ...known, revealPerDay: deps.config.CONTACT_REVEALS_PER_DAY });
      await profileRoutes(
        scope,
        deps,
        { presentToMember, sharedPresentationKey, revealing },
        visitRecorder(deps.database.db, app.log),
        matchesListingFor,
      );
      await uploadRoutes(scope, deps, photoLinkOpens);
      await reportRoutes(scope, deps);
      await paymentRoutes(scope, deps);
      await interestRoutes(scope, deps, revealing);
      await favouriteRoutes(scope, deps);
      await privacyRoutes(scope, deps);
      await blockRoutes(scope, deps);
      await notificationRoutes(scope, deps, {
        newInterestCount: async (db, session) => newInterestCount(viewerRules(deps.config), await viewerStanding(db, session)),
      });
      await adminRoutes(scope, deps);
      await adminLimitRoutes(scope, deps);
      await adminPaymentRoutes(scope, deps);
      await moderationRoutes(scope, deps);
      await duplicateRoutes(scope, deps);
      await auditRoutes(scope, deps);
      await sessionRoutes(scope, deps);
      await verificationRoutes(scope, deps);
      await twoStepRoutes(scope, deps);
      await legalRoutes(scope, deps);
      await accessRoutes(scope, deps);
      await myDataRoutes(scope, deps);
      await biodataRoutes(scope, deps, revealing);
      await grievanceRoutes(scope, deps);
      await visitRoutes(scope, deps);
      await savedSearchRoutes(scope, deps);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.webRoot, deps.config);
  return app;
}
