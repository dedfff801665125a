// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
    '4xx': number;
  }
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Sent in turn on every connection. */
    requests?: Request[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
