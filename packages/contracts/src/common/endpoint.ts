import type { z } from 'zod';
import type { Access } from './permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint, described once: the server binds it, the web client calls it, and OpenAPI is
 * generated from it.
 */
export interface Endpoint {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A multipart/form-data upload instead of a JSON body: these are its text fields; the router
   * reads the `file` parts (within the size limit) and hands both to the handler.
   */
  multipart?: z.ZodObject;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 204;
  response: z.ZodType;
  /**
   * Project-owned data: the endpoint reads or writes records that belong to a project, so a
   * caller outside the project gets a 404 by id and nothing of it in lists, counts and exports.
   * The scoping walker (apps/server/src/platform/scope.walk.test.ts) proves it for every such endpoint.
   */
  owner?: 'project';
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
