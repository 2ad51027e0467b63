import type { video } from '@flick/api-types';
import type { FastifyReply } from 'fastify';
import { asJsonText, type ContractAnswer, type ContractHandler } from './route';

// Type-level checks, enforced by `pnpm typecheck` (tsc reads this file; nothing imports it):
// a handler's return value is one of its operation's declared JSON answers. Each
// `@ts-expect-error` fails the type check if the wrong answer it marks were ever accepted.

type CreateVideo = video.operations['createVideo'];

const answers: ContractAnswer<CreateVideo>[] = [];

// A declared answer is accepted…
export const right: ContractHandler<CreateVideo> = async () =>
  answers[0] as ContractAnswer<CreateVideo>;

// …and so is the reply itself, for handlers that answer by themselves.
export const selfAnswered: ContractHandler<CreateVideo> = async (_request, reply: FastifyReply) =>
  reply.send('');

// …and its JSON text, when marked as such.
export const asText: ContractHandler<CreateVideo> = async () =>
  asJsonText<ContractAnswer<CreateVideo>>('{"message":"ok","data":{}}');

// @ts-expect-error: an answer the contract does not declare
export const wrongShape: ContractHandler<CreateVideo> = async () => ({ data: 42 });

// @ts-expect-error: a string body
export const plainString: ContractHandler<CreateVideo> = async () => 'ok';

// @ts-expect-error: no answer at all
export const nothing: ContractHandler<CreateVideo> = async () => {};
