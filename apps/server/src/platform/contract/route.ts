import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { type ContractOperation, getContract } from './contract';
import { compileRequestValidators, describeError } from './validation';

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : unknown;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined]
    ? unknown
    : NonNullable<Q>
  : unknown;
type PathOf<Op> = Op extends { parameters: { path?: infer P } }
  ? [P] extends [undefined]
    ? unknown
    : NonNullable<P>
  : unknown;

/** The request a handler of operation `Op` receives, typed from the generated contract types. */
export type ContractRequest<Op> = FastifyRequest<{
  Body: JsonBody<Op>;
  Querystring: QueryOf<Op>;
  Params: PathOf<Op>;
}>;

/**
 * Every JSON body the operation may answer, one per declared status: a handler's return value
 * must be one of them, so an answer the contract does not allow fails type checking.
 */
export type ContractAnswer<Op> = Op extends { responses: infer R }
  ? {
      [K in keyof R]: R[K] extends { content: { 'application/json': infer B } } ? B : never;
    }[keyof R]
  : unknown;

declare const jsonOf: unique symbol;

/**
 * JSON text of a `T`, written by hand where building the object first would cost more (the
 * feed's pages). Only `asJsonText` makes one, so a plain string is never taken for an answer.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** Marks `text` as the JSON of a `T`: the caller vouches for its shape (and tests it). */
export function asJsonText<T>(text: string): JsonText<T> {
  return text as JsonText<T>;
}

/**
 * A handler: return the body to send (set the status with `reply.code()` first if not 200),
 * typed from the operation's responses, or that body's JSON text (`asJsonText`). A handler
 * that answers by itself (a stream, a file, a redirect) returns the reply after `send()`.
 */
export type ContractHandler<Op> = (
  request: ContractRequest<Op>,
  reply: FastifyReply,
) => Promise<ContractAnswer<Op> | JsonText<ContractAnswer<Op>> | FastifyReply>;

/** Extra hooks and limits for one route. */
export interface RouteOptions {
  /** Runs after authentication and contract validation, before the handler (e.g. rate limits). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Largest body in bytes, when it must differ from the server's default. */
  bodyLimit?: number;
}

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where `value` holds a string with a lone surrogate (text no encoding can carry: the database
 * refuses it), as `body/field`; null when every string is well formed.
 */
function illFormedText(value: unknown, at: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? at : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedText(item, `${at}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = illFormedText(item, `${at}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Declares a route by its operationId: method, URL, authentication and request validation
 * all come from the contract (openapi/*.yaml), so they cannot drift from it.
 *
 * - `security` in the contract → `app.authenticate` runs first (401 before anything else).
 * - JSON bodies, query strings and path parameters are validated against the contract's
 *   schemas (our own Ajv: no coercion of bodies, nothing stripped); a failure answers 400
 *   `{ message }` naming the field.
 *
 * Call it inside the host plugin registered at the contract's server URL.
 */
export function declareRoute<Op>(
  app: FastifyInstance,
  operationId: string,
  handler: ContractHandler<Op>,
  options: RouteOptions = {},
): ContractOperation {
  const contract = getContract();
  const op = contract.operations.get(operationId);
  if (!op) throw new Error(`declareRoute: no operation "${operationId}" in the contract`);
  const validators = compileRequestValidators(contract, op);

  const onRequest: onRequestHookHandler[] = [];
  if (op.requiresAuth) {
    onRequest.push(async (request, reply) => app.authenticate(request, reply));
  }

  const preValidation = async (request: FastifyRequest) => {
    if (validators.params && !validators.params(request.params ?? {})) {
      throw badRequest(describeError('path', validators.params.errors?.[0]));
    }
    if (validators.query) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(query)) {
        // ?a=1&a=2 arrives as an array; the contract has no array query parameters.
        if (Array.isArray(value)) throw badRequest(`query/${key} must be given once`);
      }
      if (!validators.query(query)) {
        throw badRequest(describeError('query', validators.query.errors?.[0]));
      }
    }
    if (validators.bodyTypes.length > 0) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      // Multipart bodies are streams the handler reads (and checks) itself.
      if (type === 'multipart/form-data' && validators.bodyTypes.includes(type)) return;
      if (request.body === undefined || request.body === null) {
        if (validators.bodyRequired) throw badRequest('body is required');
        return;
      }
      if (type && !validators.bodyTypes.includes(type)) {
        throw new HttpError(415, 'Unsupported content type.');
      }
      if (validators.body && type === 'application/json' && !validators.body(request.body)) {
        throw badRequest(describeError('body', validators.body.errors?.[0]));
      }
      const illFormed = type === 'application/json' ? illFormedText(request.body, 'body') : null;
      if (illFormed) throw badRequest(`${illFormed} must be well-formed text`);
    }
  };

  app.route({
    method: op.method.toUpperCase() as 'GET',
    url: op.url,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    onRequest,
    preValidation,
    preHandler: toArray(options.preHandler),
    handler: handler as unknown as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
  return op;
}

/**
 * A `declareRoute` bound to one host's generated `operations` type, so handlers get typed
 * bodies, queries and params:
 *
 * ```ts
 * import type { account } from '@flick/api-types';
 * const route = routesFor<account.operations>();
 * route(app, 'follow', async (request, reply) => { request.body.userId … });
 * ```
 */
export function routesFor<Ops>() {
  return <K extends keyof Ops & string>(
    app: FastifyInstance,
    operationId: K,
    handler: ContractHandler<Ops[K]>,
    options?: RouteOptions,
  ): ContractOperation => declareRoute<Ops[K]>(app, operationId, handler, options);
}
