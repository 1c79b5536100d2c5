import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadRequest {
  path: string;
  /** The body and token of the n-th request. */
  next: (n: number) => { token?: string; body?: unknown };
}

/** Loads a server with autocannon from this process (the server runs in its own). */
export async function load(base: string, request: LoadRequest, seconds: number, connections = 50): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: request.path,
        setupRequest: (req) => {
          const { token, body } = request.next(n);
          n += 1;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body ?? {}),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
