import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { NO_FILE } from './ingest';

/**
 * The one file of a multipart request, or a 400 `No file selected.` when none arrived: the
 * request is not multipart (the plugin's 406), its form has no boundary or is malformed
 * (the parser's plain errors, which would otherwise be answered 500). Over the size limit
 * stays 413.
 */
export async function formFile(request: FastifyRequest, fileSize: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize, files: 1 } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw badRequest(NO_FILE);
  }
  if (!part) throw badRequest(NO_FILE);
  return part;
}
