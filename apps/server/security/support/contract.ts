import path from 'node:path';
import {
  type ContractLocation,
  type ContractOperation,
  getContract,
} from '../../src/platform/contract/contract';

/** A JSON-Schema node of the contract with every `$ref` and `allOf` resolved. */
export type Schema = Record<string, unknown>;

/** Every operation of the contract (the four hosts' files). */
export function contractOperations(): ContractOperation[] {
  return [...getContract().operations.values()];
}

/** The operations that need a bearer token (their `security` is not `[]`). */
export function securedOperations(): ContractOperation[] {
  return contractOperations().filter((op) => op.requiresAuth);
}

function walk(file: string, pointer: string): unknown {
  let node: unknown = getContract().documents[file];
  for (const raw of pointer.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Schema)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

function resolveNode(node: unknown, file: string, depth: number): unknown {
  if (depth > 12 || typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((n) => resolveNode(n, file, depth + 1));
  const obj = node as Schema;
  if (typeof obj.$ref === 'string') {
    const [filePart, pointer = ''] = obj.$ref.split('#');
    const target = filePart ? path.posix.basename(filePart) : file;
    const { $ref: _ref, ...siblings } = obj;
    return { ...(resolveNode(walk(target, pointer), target, depth + 1) as Schema), ...siblings };
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(obj)) out[key] = resolveNode(value, file, depth + 1);
  if (Array.isArray(out.allOf)) {
    const parts = out.allOf as Schema[];
    delete out.allOf;
    for (const part of parts) {
      out.type ??= part.type;
      out.properties = { ...(out.properties as Schema), ...(part.properties as Schema) };
      out.required = [
        ...((out.required as string[]) ?? []),
        ...((part.required as string[]) ?? []),
      ];
    }
  }
  return out;
}

/** The schema at a contract location, fully resolved. */
export function schemaAt(loc: ContractLocation): Schema {
  return resolveNode(walk(loc.file, loc.pointer), loc.file, 0) as Schema;
}

/** The JSON body example the contract gives for an operation, if any. */
export function bodyExample(op: ContractOperation): Record<string, unknown> | undefined {
  const loc = op.requestBody?.content['application/json'];
  if (!loc) return undefined;
  const example = walk(loc.file, loc.pointer.replace(/\/schema$/, '/example'));
  return typeof example === 'object' && example !== null
    ? { ...(example as Record<string, unknown>) }
    : undefined;
}

/** Whether an operation takes a multipart (file) body. */
export function isMultipart(op: ContractOperation): boolean {
  return Object.keys(op.requestBody?.content ?? {}).some((t) => t.startsWith('multipart/'));
}

/** `/api/video/videos/{videoId}` with the given path values filled in (URI-encoded). */
export function fillPath(op: ContractOperation, values: Record<string, string>): string {
  return `${op.serverUrl}${op.path}`.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? 'x'),
  );
}

export function label(op: ContractOperation): string {
  return `${op.method.toUpperCase()} ${op.serverUrl}${op.path} (${op.operationId})`;
}
