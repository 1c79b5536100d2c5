import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One call of the API: its route, what it takes, what it answers and who may make it. */
export interface CallDefinition<
  Request extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  Message extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/${string}`;
  /** What the call is for, in a line. */
  summary: string;
  /** Needs a member's bearer token. */
  auth: boolean;
  /** The body of a POST, the query of a GET. */
  request: Request;
  /** The answer's `data`. */
  data: Data;
  /** The answer's `message`, where it carries more than text (recharge). */
  message?: Message;
  /** Moves money: accepts an Idempotency-Key and refuses unknown fields. */
  money?: boolean;
  /** Our own call, not one of SPEC §7: a client must work without it. */
  extension?: boolean;
  /** An operator's call: needs an admin token instead of a member's. */
  admin?: boolean;
  /** A multipart upload rather than JSON. */
  multipart?: boolean;
  /** Answers a CSV file (UTF-8 with a BOM, `data` is its text) instead of the JSON envelope; a refusal is still the envelope. */
  csv?: boolean;
  /**
   * Asked with `Accept: text/event-stream`, answers server-sent events instead: `data` as the first event and again
   * whenever it changes, until the session ends. Any other request answers the envelope once.
   */
  events?: boolean;
}

export function defineCall<Request extends z.ZodType, Data extends z.ZodType, Message extends z.ZodType = z.ZodString>(
  call: CallDefinition<Request, Data, Message>,
): CallDefinition<Request, Data, Message> {
  return call;
}

export type RequestOf<C> = C extends CallDefinition<infer R> ? z.input<R> : never;
export type ParsedRequestOf<C> = C extends CallDefinition<infer R> ? z.output<R> : never;
export type DataOf<C> = C extends CallDefinition<z.ZodType, infer D> ? z.output<D> : never;
export type MessageOf<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer M> ? z.output<M> : never;
