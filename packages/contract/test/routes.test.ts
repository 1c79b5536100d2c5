import { describe, expect, it } from 'vitest';
import { allCalls } from '../src/calls';
import { ROUTES } from '../src/routes';

describe('routes', () => {
  it('has exactly one route for every call, with the same method and path', () => {
    const byPath = new Map(allCalls.map((call) => [`${call.method} ${call.path}`, call]));
    for (const [name, route] of Object.entries(ROUTES)) {
      const call = byPath.get(`${route.method} ${route.path}`);
      expect(call, name).toBeDefined();
      expect(call?.auth, name).toBe(route.auth);
    }
    expect(Object.keys(ROUTES)).toHaveLength(allCalls.length);
  });
});
