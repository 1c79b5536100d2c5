import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from './app';

let counter = 0;

/** A new valid username: 8–10 letters and digits, mixed, unique across processes. */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  const suffix = `${counter.toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix.slice(0, 3)}7${suffix}`.slice(0, 10);
}

export const PASSWORD = 'abcd1234';
export const PAY_PASSWORD = '123456';

export function registration(name: string, extra: Record<string, unknown> = {}) {
  return { name, password: PASSWORD, confirmPass: PASSWORD, realname: '张三', paypassword: PAY_PASSWORD, ...extra };
}

/** Registers a member (captcha off) and answers the session token. */
export async function registerMember(app: FastifyInstance, name = uniqueName(), extra: Record<string, unknown> = {}): Promise<{ name: string; token: string }> {
  // Each from its own address: registrations are limited per address.
  const { body } = await post(app, '/api/register', registration(name, extra), undefined, `10.9.${String(counter % 250)}.${String((counter * 7) % 250)}`);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return { name, token: (body.data as { api_token: string }).api_token };
}
