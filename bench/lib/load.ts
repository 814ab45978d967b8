import autocannon from 'autocannon';

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a GET url, printed as a JSON line and returned. */
export async function measureGet(name: string, url: string, options: { connections: number; seconds: number }): Promise<LoadRow> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, pipelining: 1 });
  const row: LoadRow = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}
