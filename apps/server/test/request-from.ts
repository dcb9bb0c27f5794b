import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface FromResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FromOptions {
  /** The client's own address: any 127.x.y.z is this machine, so each test can be another client. */
  from?: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** One request on a connection of its own, sent from the given loopback address. */
export function requestFrom(
  baseUrl: string,
  method: string,
  path: string,
  options: FromOptions = {},
): Promise<FromResponse> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      baseUrl + path,
      {
        method,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
