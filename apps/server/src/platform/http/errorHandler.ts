import type { ErrorResponse } from '@freightdesk/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function envelope(message: string, errors?: Record<string, string>): ErrorResponse {
  const messages = errors ? Object.values(errors) : [message];
  return { message, messages, ...(errors ? { errors } : {}) };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or error handler runs
 * (a malformed URL such as /api/user/%C3%28) leaves in the same envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(envelope(error.message));
}

/** Every failure leaves as the one error envelope; nothing a client sends becomes a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(envelope(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || (error.validationContext ?? 'body');
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const summary = Object.entries(errors)
        .map(([field, msg]) => `${field}: ${msg}`)
        .join('; ');
      return reply.code(400).send(envelope(`Invalid request. ${summary}`, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 415 ? 400 : status;
      const message = status === 415 ? 'Send the body as application/json.' : error.message;
      return reply.code(code).send(envelope(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope('Something went wrong on the server. It has been logged.'));
  });
}
