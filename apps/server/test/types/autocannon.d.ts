// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    pipelining: number;
  }): Promise<Result>;
}
