// Error answers in the contract's shapes (spec §8): 422 {message, errors}, others {message}.
import type { FastifyReply } from 'fastify';

export function replyValidation(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply.code(422).send({ message, errors: { [field]: [message] } });
}

export function replyMessage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ message });
}

export const messages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  suspended: 'This account has been suspended.',
} as const;
