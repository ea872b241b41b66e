import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { limits } from '@job/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './appConfig';
import { speakTheRequestedLanguage, varyByLanguage } from './language/requestLanguage';
import { ignoreContentTypeWithoutBody } from './openapi/jsonBody';
import { docsPrefixes } from './openapi/plugin';
import { appSecurity, docsSecurity } from './securityHeaders';
import { siteOrigin } from './web/origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's own address, for links in mails, pages and feeds (web/origin.ts). */
    siteOrigin: () => string;
  }
  interface FastifyRequest {
    /** The names the client gave the files of a multipart body, by field; null without files. */
    fileNames: Record<string, string> | null;
  }
}

/**
 * What every answer shares, whichever module gives it: the reader's language, the security headers
 * (and no-store on private answers), compression, CORS, and the request bodies the API reads.
 */
export const httpPlugin = fp<AppConfig>(
  async (app, config) => {
    app.decorate('siteOrigin', siteOrigin(app, config.publicUrl));
    speakTheRequestedLanguage(app);
    ignoreContentTypeWithoutBody(app);

    // Read by @fastify/helmet's own onRoute hook, registered below.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      if (docsPrefixes.some((prefix) => url.startsWith(prefix))) route.helmet = docsSecurity;
    });
    // Every answer, the router's 404s included, carries the security headers (securityHeaders.ts),
    // and a private one its no-store, set before any check that may refuse it.
    await app.register(fastifyHelmet, appSecurity);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.privateAnswers) {
        reply.header('cache-control', 'private, no-store');
      }
      done();
    });
    // A refusal's message is in the reader's language: no cache may hand it to another reader.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 400) varyByLanguage(reply);
      done(null, payload);
    });
    // Before every route, so API answers of 1 KB and more (JSON, including bodies sent as strings)
    // travel compressed. The built app's files come precompressed from its build (serveAppDist);
    // images are WebP and fonts WOFF2, which mime-db marks incompressible, so they pass as they are.
    // Request bodies are never inflated: no client of the API sends them compressed.
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    if (config.corsOrigin) {
      await app.register(fastifyCors, {
        origin: config.corsOrigin.split(',').map((origin) => origin.trim()),
        // A script on another origin reads only the headers listed here: a search's total is one.
        exposedHeaders: ['X-Total-Count'],
      });
    }

    app.decorateRequest('fileNames', null);
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        // An image and a CV have the same limit.
        fileSize: Math.max(limits.imageMaxBytes, limits.cvMaxBytes),
        files: 1,
        // The create form's nineteen text fields (the period, the apply method and its address,
        // the cover note's flag and the screening questions, the salary's text and its four
        // figures, the country and the applicants' countries among them), and an `image` that is
        // text, as an edit that keeps its picture may send.
        fields: 20,
        fieldSize: limits.detailMaxLength * 4,
      },
      // Every file becomes a Buffer, whatever type it claims (text/plain would become a string);
      // its name as sent is kept beside the body.
      async onFile(this: FastifyRequest, part) {
        (part as { value?: unknown }).value = await part.toBuffer();
        // An object of the request's own: a decoration's value would be shared by every request.
        this.fileNames ??= {};
        this.fileNames[part.fieldname] = part.filename;
      },
    });
    // The one call that takes a form (an alert mail's one-click unsubscribe, RFC 8058): every other
    // call refuses this type with 415 before its body is read (requireMediaType).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  },
  { name: 'http' },
);
