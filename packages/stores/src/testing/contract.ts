// Test-only: checks a faked answer against the OpenAPI contract (`openapi/*.yaml`), so a store
// test cannot pass on an answer the server could never give. Not exported by the package.
import path from 'node:path';
import type { HostName, HostPaths } from '@flick/api-types';
import { isErrorCode } from '@flick/api-types/errors';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { inject } from 'vitest';
import { readContractDocuments } from './contractFiles';

// ── Types: the routes of the generated paths and the answers each may get ───────────────────

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `/user/profile/{userId}` as the addresses it stands for: `/user/profile/${string}`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;

type OperationAt<H extends HostName, P extends keyof HostPaths[H], M extends Method> = NonNullable<
  HostPaths[H][P] extends Partial<Record<M, infer Op>> ? Op : never
>;

/** Every operation with the route a fake names it by, e.g. `GET /api/video/videos`. */
type RouteTable = {
  [H in HostName]: {
    [P in keyof HostPaths[H] & string]: {
      [M in Method]: [OperationAt<H, P, M>] extends [never]
        ? never
        : { route: `${Uppercase<M>} /api/${H}${Concrete<P>}`; op: OperationAt<H, P, M> };
    }[Method];
  }[keyof HostPaths[H] & string];
}[HostName];

/** A route of the contract, `METHOD /api/<host><path>`, with its path parameters filled in. */
export type FakeRoute = RouteTable['route'];

/** The JSON bodies an operation's declared answers carry. */
type BodiesOf<Op> = Op extends { responses: infer Responses }
  ? {
      [S in keyof Responses]: Responses[S] extends { content: { 'application/json': infer Body } }
        ? Body
        : never;
    }[keyof Responses]
  : never;

/**
 * A faked answer of `Route`: its body typed as one of the bodies the route's operation
 * declares (or the `{ message }` of a failure), so a fake of `GET /api/video/videos` has the
 * shape of a page of videos. Which body goes with which status, and every field's format, is
 * checked at run time against the OpenAPI schemas (`checkFakeAnswer`): a test writes
 * `status: 200` without `as const`, so the type cannot pair them.
 */
export type FakeAnswer<Route extends string> = {
  status: number;
  body?:
    | (RouteTable extends infer Entry
        ? Entry extends { route: infer Pattern extends string; op: infer Op }
          ? Route extends Pattern
            ? BodiesOf<Op>
            : never
          : never
        : never)
    | { message: string };
};

// ── Runtime: the contract's schemas in Ajv ─────────────────────────────────────────────────

const BASE = 'https://flick.invalid/openapi/';
const METHODS: Method[] = ['get', 'put', 'post', 'delete', 'patch'];
type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  /** Path parameters; an operation with fewer wins a tie (`/videos/search` over `/videos/{id}`). */
  params: number;
  /** Declared statuses → the `$ref` of the JSON body's schema, or null for no JSON body. */
  responses: Map<string, string | null>;
}

interface LoadedContract {
  ajv: Ajv2020;
  operations: Operation[];
  validators: Map<string, ValidateFunction>;
}

let loaded: LoadedContract | undefined;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Follows a node's `$ref`s to the node itself; answers it and its file and pointer. */
function follow(
  documents: Record<string, Json>,
  file: string,
  pointer: string,
): { node: Json; file: string; pointer: string } {
  for (let hops = 0; hops < 20; hops += 1) {
    let node: unknown = documents[file];
    for (const raw of pointer.split('/').slice(1))
      node = (node as Json | undefined)?.[unescapePointer(raw)];
    const ref = (node as Json | undefined)?.$ref;
    if (typeof ref !== 'string') return { node: node as Json, file, pointer };
    const [filePart, next = ''] = ref.split('#');
    if (filePart) file = path.posix.basename(filePart);
    pointer = next;
  }
  throw new Error(`Contract: $ref loop at ${file}#${pointer}`);
}

function load(): LoadedContract {
  if (loaded) return loaded;
  // Parsed once per run by the global setup (contractSetup.ts), else here.
  const documents = inject('contractDocuments') ?? readContractDocuments();
  // What the server answers, read strictly: no coercion, nothing removed or filled in.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  for (const [file, doc] of Object.entries(documents)) ajv.addSchema(doc, `${BASE}${file}`);

  const operations: Operation[] = [];
  for (const [file, doc] of Object.entries(documents)) {
    const mount = (doc.servers as { url?: string }[] | undefined)?.[0]?.url ?? '';
    for (const [apiPath, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const opPointer = `/paths/${escapePointer(apiPath)}/${method}`;
        const responses = new Map<string, string | null>();
        for (const status of Object.keys((op.responses ?? {}) as Json)) {
          const answer = follow(documents, file, `${opPointer}/responses/${status}`);
          const json = (answer.node.content as Json | undefined)?.['application/json'];
          responses.set(
            status,
            json
              ? `${BASE}${answer.file}#${answer.pointer}/content/${escapePointer('application/json')}/schema`
              : null,
          );
        }
        const source = `${mount}${apiPath}`
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{[^}]+\}/g, '[^/]+');
        operations.push({
          operationId: String(op.operationId),
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          params: (apiPath.match(/\{/g) ?? []).length,
          responses,
        });
      }
    }
  }
  operations.sort((a, b) => a.params - b.params);
  loaded = { ajv, operations, validators: new Map() };
  return loaded;
}

function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const raw of pointer.split('/').slice(1))
    node = (node as Json | undefined)?.[unescapePointer(raw)];
  return node;
}

/** Ajv's first error as a sentence naming the field, e.g. `body/data/likes must be integer (got "5")`. */
function describe(error: ErrorObject | undefined, body: unknown): string {
  if (!error) return 'body is invalid';
  const field = `body${error.instancePath}`;
  const params = error.params as Json;
  if (error.keyword === 'required') {
    return `${field} lacks the required field '${String(params.missingProperty)}'`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${field} has the field '${String(params.additionalProperty)}', which the contract does not allow`;
  }
  return `${field} ${error.message ?? 'is invalid'} (got ${JSON.stringify(valueAt(body, error.instancePath))})`;
}

function validator(schema: string): ValidateFunction {
  const { ajv, validators } = load();
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ $ref: schema });
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Checks a faked answer of `METHOD /pathname` against the contract. Answers null when the
 * server could give it, otherwise a sentence naming the operation and what is wrong.
 */
export function checkFakeAnswer(route: string, status: number, body: unknown): string | null {
  const { operations } = load();
  const [method, pathname = ''] = route.split(' ');
  const op = operations.find((o) => o.method === method && o.pattern.test(pathname));
  if (!op) return `Fake for ${route}: no operation of the contract answers this route`;
  const key = String(status);
  const declared = [...op.responses.keys()];
  const schema = op.responses.has(key)
    ? op.responses.get(key)
    : (op.responses.get(`${key[0]}XX`) ?? op.responses.get('default'));
  const where = `Fake answer ${status} of ${op.operationId} (${route})`;
  if (schema === undefined) {
    if (status >= 500) {
      const bare =
        body === undefined ||
        (isRecord(body) &&
          typeof body.message === 'string' &&
          isErrorCode(body.code) &&
          Object.keys(body).length === 2);
      return bare
        ? null
        : `${where}: an undeclared server failure carries { code, message } or no body`;
    }
    return `${where}: the contract declares no ${status} (declared: ${declared.join(', ')})`;
  }
  if (schema === null) {
    return body === undefined ? null : `${where}: the contract declares no JSON body for ${status}`;
  }
  if (body === undefined) return `${where}: the contract declares a JSON body, the fake has none`;
  const validate = validator(schema);
  return validate(body) ? null : `${where}: ${describe(validate.errors?.[0], body)}`;
}

/** Checks a value against one of the contract's named schemas, e.g. `Notification`. */
export function checkSchema(file: string, name: string, value: unknown): string | null {
  const validate = validator(`${BASE}${file}#/components/schemas/${name}`);
  if (validate(value)) return null;
  return `Fake ${name}: ${describe(validate.errors?.[0], value).replace(/^body/, name)}`;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
