import {
  allows,
  describeAccess,
  type Endpoint,
  errorResponse,
  exportContentTypes,
  type FileBody,
  fileResponse,
  isFileEndpoint,
  type ResponseOf,
} from '@freightdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { forbidden, unauthorized } from '../errors';
import type { FileReply } from '../export/exportFile';
import { readMultipart, type UploadedFile, type UploadLimits } from './multipart';
import { rejectUnstorableInput } from './nulText';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<E extends Endpoint> {
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** The JSON body; for a multipart endpoint, its fields and files. */
  body: E['multipart'] extends z.ZodType ? Out<E['multipart']> & { files: UploadedFile[] } : Out<E['body']>;
  /** The caller's address, for throttling. */
  ip: string;
}

/** A file endpoint's handler returns the file to send; any other returns the response's value. */
export type HandlerResult<E extends Endpoint> = ResponseOf<E> extends FileBody ? FileReply : ResponseOf<E>;

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<HandlerResult<E>>;

/** OpenAPI of a file endpoint's success: binary, under each content type an export can have, or any for a stored file. */
const fileAnswer = (e: Endpoint) => ({
  description: 'The file, as an attachment',
  content: Object.fromEntries(
    (e.body ? Object.values(exportContentTypes) : ['application/octet-stream']).map((type) => [
      type,
      { schema: fileResponse },
    ]),
  ),
});

/** Content-Disposition for a generated name; the quoted form is for names of plain ASCII. */
const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

export interface Router {
  bind<E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
}

/** Resolves the bearer token of a request to the acting user, or null when there is none or it is invalid. */
export type Authenticate = (request: FastifyRequest) => Promise<Actor | null>;

/**
 * Binds contract endpoints to handlers: the contract's schemas validate the input and shape the
 * output (only declared fields leave), and its access rule is checked before the handler runs.
 */
export function createRouter(app: FastifyInstance, authenticate: Authenticate, uploads: UploadLimits): Router {
  return {
    bind(endpoint, handler) {
      const status = endpoint.status ?? 200;
      const file = isFileEndpoint(endpoint);
      const errors = {
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        ...(endpoint.multipart ? { 413: errorResponse, 415: errorResponse } : {}),
      };
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { access: describeAccess(endpoint.access) },
        schema: {
          summary: endpoint.summary,
          tags: [endpoint.tag],
          description: `Requires: ${describeAccess(endpoint.access)}`,
          ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          // OpenAPI's view of an upload; the fields are validated by readMultipart.
          ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
          response: { [status]: file ? fileAnswer(endpoint) : endpoint.response, ...errors },
        },
        // Access is checked on arrival, before the body is read or validated: a caller without a
        // token or the permission learns nothing about the input the endpoint expects.
        onRequest: async (request) => {
          if (endpoint.access === 'public') return;
          const actor = await authenticate(request);
          if (!actor) throw unauthorized();
          if (!allows(actor.scope, endpoint.access)) throw forbidden();
          request.actor = actor;
        },
        preValidation: async (request) => rejectUnstorableInput(request),
        handler: async (request, reply): Promise<unknown> => {
          const result = await handler({
            actor: (request.actor ?? null) as HandlerInput<typeof endpoint>['actor'],
            params: request.params as never,
            query: request.query as never,
            body: (endpoint.multipart
              ? await readMultipart(request, endpoint.multipart, uploads)
              : request.body) as never,
            ip: request.ip,
          });
          reply.code(status as never);
          if (file) {
            // Sent as it is produced; whatever failed before this point left as the error envelope.
            const { filename, contentType, stream } = result as FileReply;
            reply.header('content-type', contentType);
            reply.header('content-disposition', attachment(filename));
            reply.header('cache-control', 'no-store');
            return reply.send(stream);
          }
          return status === 204 ? reply.send() : result;
        },
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    access?: string;
  }
}
