import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  CONTRACT_BASE,
  type Contract,
  type ContractOperation,
  type ContractParameter,
  schemaRef,
} from './contract';
import { isInstant } from './formats';

type AjvKind = 'body' | 'params' | 'response';

/**
 * One Ajv per job, each holding every contract document under its own `$id` so the
 * contract's relative `$ref`s (`./common.yaml#/…`) resolve as written.
 * - body: no type coercion (a JSON string is never a number), nothing removed.
 * - params: query and path text coerced to the schema's types, defaults filled in.
 * - response: strict reading of what the server answers (tests).
 */
function createAjv(contract: Contract, kind: AjvKind): Ajv2020 {
  const ajv = new Ajv2020({
    // OpenAPI adds keywords (example, discriminator, …) that plain JSON Schema lacks.
    strict: false,
    allErrors: false,
    coerceTypes: kind === 'params',
    useDefaults: kind !== 'response',
    removeAdditional: false,
    // Errors carry the schema that failed, so a field's own message (`x-messages`) is found.
    verbose: kind !== 'response',
  });
  addFormats.default(ajv);
  // OpenAPI's file format in multipart schemas; the bytes are checked by the handler.
  ajv.addFormat('binary', true);
  ajv.addFormat('date-time', { type: 'string', validate: isInstant });
  for (const [file, doc] of Object.entries(contract.documents)) {
    ajv.addSchema(doc as object, `${CONTRACT_BASE}${file}`);
  }
  return ajv;
}

const ajvs = new WeakMap<Contract, Record<AjvKind, Ajv2020>>();

function ajvFor(contract: Contract, kind: AjvKind): Ajv2020 {
  let set = ajvs.get(contract);
  if (!set) {
    set = {
      body: createAjv(contract, 'body'),
      params: createAjv(contract, 'params'),
      response: createAjv(contract, 'response'),
    };
    ajvs.set(contract, set);
  }
  return set[kind];
}

/**
 * The sentence the contract gives the failed keyword: a schema's `x-messages` maps keywords
 * to what people are told, e.g. UserName's `pattern`
 * (docs/adr/0083-readable-contract-validation-messages.md).
 */
function contractMessage(error: ErrorObject): string | undefined {
  const messages = (error.parentSchema as { 'x-messages'?: Record<string, unknown> } | undefined)?.[
    'x-messages'
  ];
  const message = messages?.[error.keyword];
  return typeof message === 'string' ? message : undefined;
}

/**
 * Turns Ajv's first error into one readable sentence: the contract's own message for the field
 * when it has one, else one naming the field, e.g. `body/userId must be a valid id`.
 */
export function describeError(where: string, error: ErrorObject | undefined): string {
  if (!error) return `${where} is invalid`;
  const own = contractMessage(error);
  if (own) return own;
  const field = `${where}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} must have required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `${field} must not have the property '${String(params.additionalProperty)}'`;
    case 'format':
      if (params.format === 'uuid') return `${field} must be a valid id`;
      return `${field} must be a valid ${String(params.format)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** Validators for the parts of a request, compiled from one operation. */
export interface RequestValidators {
  /** Validates a JSON body in place; null when the operation takes no JSON body. */
  body: ValidateFunction | null;
  bodyRequired: boolean;
  /** Content types the operation accepts (empty when it takes no body). */
  bodyTypes: string[];
  query: ValidateFunction | null;
  params: ValidateFunction | null;
}

function parametersSchema(params: ContractParameter[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, schemaRef(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** Compiles the request validators of an operation. */
export function compileRequestValidators(
  contract: Contract,
  op: ContractOperation,
): RequestValidators {
  const jsonBody = op.requestBody?.content['application/json'];
  const query = op.parameters.filter((p) => p.in === 'query');
  const path = op.parameters.filter((p) => p.in === 'path');
  const params = ajvFor(contract, 'params');
  return {
    body: jsonBody ? ajvFor(contract, 'body').compile(schemaRef(jsonBody)) : null,
    bodyRequired: op.requestBody?.required === true,
    bodyTypes: Object.keys(op.requestBody?.content ?? {}),
    query: query.length > 0 ? params.compile(parametersSchema(query)) : null,
    params: path.length > 0 ? params.compile(parametersSchema(path)) : null,
  };
}

const responseValidators = new WeakMap<ContractOperation, Map<string, ValidateFunction>>();

/**
 * Checks an answer against the operation's declared responses. Returns null when it
 * conforms, otherwise what is wrong.
 */
export function checkResponse(
  contract: Contract,
  op: ContractOperation,
  answer: { statusCode: number; contentType: string | undefined; body: string },
): string | null {
  const status = String(answer.statusCode);
  const response = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
  if (!response) {
    return `${op.operationId} answered ${status}, which its contract does not declare (declared: ${Object.keys(op.responses).join(', ')}); body: ${answer.body.slice(0, 300)}`;
  }
  const declaredTypes = Object.keys(response.content);
  if (declaredTypes.length === 0) return null;
  const mediaType = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
  if (!declaredTypes.includes(mediaType)) {
    return `${op.operationId} ${status} answered content type "${mediaType}", declared: ${declaredTypes.join(', ')}`;
  }
  const loc = response.content[mediaType];
  if (!loc || mediaType !== 'application/json') return null;

  let data: unknown;
  try {
    data = JSON.parse(answer.body);
  } catch {
    return `${op.operationId} ${status} body is not JSON: ${answer.body.slice(0, 300)}`;
  }
  let cache = responseValidators.get(op);
  if (!cache) {
    cache = new Map();
    responseValidators.set(op, cache);
  }
  const key = `${status} ${mediaType}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajvFor(contract, 'response').compile(schemaRef(loc));
    cache.set(key, validate);
  }
  if (validate(data)) return null;
  const errors = (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
  return `${op.operationId} ${status} body does not match the contract: ${errors}; body: ${answer.body.slice(0, 500)}`;
}
