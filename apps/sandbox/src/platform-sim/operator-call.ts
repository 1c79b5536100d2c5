import type { KeyObject } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyBody } from '../../../server/src/integrations/platforms/hub88/signature';

/**
 * The body of an operator's call to the simulated Hub88 (the games, transfer wallet and transactions APIs), as Hub88
 * takes it: signed with the operator's key (else 401), a JSON object (else 400), naming a known operator_id (else
 * 404). Undefined once the refusal is sent. The app's body parser keeps the raw bytes (hub88SimRoutes).
 */
export function operatorCallBody(request: FastifyRequest, reply: FastifyReply, operatorPublicKey: KeyObject, operatorId: number | undefined): Record<string, unknown> | undefined {
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers['x-hub88-signature'];
  if (!verifyBody(bytes, typeof signature === 'string' ? signature : undefined, operatorPublicKey)) {
    void reply.status(401).send({ error: 'Invalid signature' });
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    void reply.status(400).send({ error: 'Invalid JSON body' });
    return undefined;
  }
  const fields = body as Record<string, unknown>;
  if (!Number.isSafeInteger(fields.operator_id) || (operatorId !== undefined && fields.operator_id !== operatorId)) {
    void reply.status(404).send({ error: 'Operator not found' });
    return undefined;
  }
  return fields;
}
