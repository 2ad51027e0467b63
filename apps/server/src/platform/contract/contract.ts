import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readVariable } from '../config/config';

/** The files of the contract; `common.yaml` only holds shared components. */
export const CONTRACT_FILES = [
  'account.yaml',
  'upload.yaml',
  'video.yaml',
  'discovery.yaml',
  'ops.yaml',
  'common.yaml',
] as const;

/** Base of the `$id`s the contract's documents get inside Ajv; relative `$ref`s resolve against it. */
export const CONTRACT_BASE = 'https://flick.invalid/openapi/';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof METHODS)[number];

/** A place in the contract: a file and a JSON pointer inside it. */
export interface ContractLocation {
  file: string;
  pointer: string;
}

/** A parameter with its `$ref` followed, and where its schema lives. */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: ContractLocation;
}

/** A response of an operation, `$ref` followed. */
export interface ContractResponse {
  /** Content types the response may carry, with the location of each one's schema. */
  content: Record<string, ContractLocation | undefined>;
}

/** One operation of the contract, ready for routing and validation. */
export interface ContractOperation {
  operationId: string;
  file: string;
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/user/profile/{userId}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/user/profile/:userId`. */
  url: string;
  /** The host's mount point from `servers[0].url`, e.g. `/api/account`. */
  serverUrl: string;
  /** Whether a bearer token is required (operation `security`, else the document's). */
  requiresAuth: boolean;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; content: Record<string, ContractLocation | undefined> };
  responses: Record<string, ContractResponse>;
}

/** The loaded contract: raw documents by file name and operations by operationId. */
export interface Contract {
  dir: string;
  documents: Record<string, unknown>;
  operations: Map<string, ContractOperation>;
}

type Json = Record<string, unknown>;

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function at(documents: Record<string, unknown>, loc: ContractLocation): unknown {
  let node: unknown = documents[loc.file];
  if (node === undefined) throw new Error(`Contract file ${loc.file} is not loaded`);
  for (const raw of loc.pointer.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Json)[unescapePointer(raw)];
  }
  return node;
}

/** Follows `$ref`s (local or into another file) until a plain object, returning it and its location. */
export function deref(
  documents: Record<string, unknown>,
  loc: ContractLocation,
): { node: Json; loc: ContractLocation } {
  let current = loc;
  for (let hops = 0; hops < 20; hops += 1) {
    const node = at(documents, current);
    if (typeof node !== 'object' || node === null) {
      throw new Error(`Contract: nothing at ${current.file}#${current.pointer}`);
    }
    const ref = (node as Json).$ref;
    if (typeof ref !== 'string') return { node: node as Json, loc: current };
    const [filePart, pointer = ''] = ref.split('#');
    const file = filePart ? path.posix.basename(filePart) : current.file;
    current = { file, pointer };
  }
  throw new Error(`Contract: $ref loop at ${loc.file}#${loc.pointer}`);
}

function contentLocations(
  base: ContractLocation,
  content: unknown,
): Record<string, ContractLocation | undefined> {
  const out: Record<string, ContractLocation | undefined> = {};
  if (typeof content !== 'object' || content === null) return out;
  for (const [type, media] of Object.entries(content as Json)) {
    const hasSchema = typeof media === 'object' && media !== null && 'schema' in media;
    out[type] = hasSchema
      ? { file: base.file, pointer: `${base.pointer}/content/${escapePointer(type)}/schema` }
      : undefined;
  }
  return out;
}

/** Finds the `openapi/` folder by walking up from this module (works from src and from dist). */
export function findContractDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  const fromEnv = readVariable('OPENAPI_DIR');
  if (fromEnv) return path.resolve(fromEnv);
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'openapi', 'common.yaml');
    if (existsSync(candidate)) return path.dirname(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Could not find the openapi/ folder above the server; set OPENAPI_DIR');
    }
    dir = parent;
  }
}

/** Reads and indexes every contract file. */
export function loadContract(dir = findContractDir()): Contract {
  const documents: Record<string, unknown> = {};
  for (const file of CONTRACT_FILES) {
    documents[file] = parse(readFileSync(path.join(dir, file), 'utf8'));
  }

  const operations = new Map<string, ContractOperation>();
  for (const file of CONTRACT_FILES) {
    const doc = documents[file] as Json;
    const paths = (doc.paths ?? {}) as Json;
    const servers = (doc.servers ?? []) as { url?: string }[];
    const serverUrl = servers[0]?.url ?? '';
    const docSecurity = Array.isArray(doc.security) ? doc.security : [];
    for (const [apiPath, pathItemRaw] of Object.entries(paths)) {
      const pathItem = pathItemRaw as Json;
      const pathPointer = `/paths/${escapePointer(apiPath)}`;
      for (const method of METHODS) {
        const op = pathItem[method] as Json | undefined;
        if (!op) continue;
        const opPointer = `${pathPointer}/${method}`;
        const operationId = op.operationId;
        if (typeof operationId !== 'string') {
          throw new Error(
            `Contract: ${method.toUpperCase()} ${apiPath} in ${file} has no operationId`,
          );
        }
        if (operations.has(operationId)) {
          throw new Error(`Contract: operationId ${operationId} is declared twice`);
        }

        const parameters: ContractParameter[] = [];
        // Path-level parameters first, so an operation's own declaration overrides them.
        const paramSources: ContractLocation[] = [];
        for (const [owner, list] of [
          [pathPointer, pathItem.parameters],
          [opPointer, op.parameters],
        ] as const) {
          if (!Array.isArray(list)) continue;
          list.forEach((_, i) => {
            paramSources.push({ file, pointer: `${owner}/parameters/${i}` });
          });
        }
        for (const source of paramSources) {
          const { node, loc } = deref(documents, source);
          const param: ContractParameter = {
            name: String(node.name),
            in: node.in as ContractParameter['in'],
            required: node.required === true,
            schema: { file: loc.file, pointer: `${loc.pointer}/schema` },
          };
          const existing = parameters.findIndex((p) => p.name === param.name && p.in === param.in);
          if (existing >= 0) parameters[existing] = param;
          else parameters.push(param);
        }

        let requestBody: ContractOperation['requestBody'];
        if (op.requestBody) {
          const { node, loc } = deref(documents, { file, pointer: `${opPointer}/requestBody` });
          requestBody = {
            required: node.required === true,
            content: contentLocations(loc, node.content),
          };
        }

        const responses: Record<string, ContractResponse> = {};
        for (const status of Object.keys((op.responses ?? {}) as Json)) {
          const { node, loc } = deref(documents, {
            file,
            pointer: `${opPointer}/responses/${escapePointer(status)}`,
          });
          responses[status] = { content: contentLocations(loc, node.content) };
        }

        const security = Array.isArray(op.security) ? op.security : docSecurity;
        operations.set(operationId, {
          operationId,
          file,
          method,
          path: apiPath,
          url: apiPath.replace(/\{([^}]+)\}/g, ':$1'),
          serverUrl,
          requiresAuth: security.length > 0,
          parameters,
          ...(requestBody ? { requestBody } : {}),
          responses,
        });
      }
    }
  }
  return { dir, documents, operations };
}

let cached: Contract | undefined;

/** The contract of this process, loaded once. */
export function getContract(): Contract {
  cached ??= loadContract();
  return cached;
}

/** A JSON-Schema `$ref` to a location, for Ajv. */
export function schemaRef(loc: ContractLocation): { $ref: string } {
  return { $ref: `${CONTRACT_BASE}${loc.file}#${loc.pointer}` };
}
