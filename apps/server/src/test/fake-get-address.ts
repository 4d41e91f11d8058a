import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address as getAddress.io's `find` answers it with `expand=true`. */
export type GetAddressEntry = {
  formatted_address: string[];
  line_1: string;
  line_2: string;
  line_3: string;
  line_4: string;
  locality: string;
  town_or_city: string;
  county: string;
  district: string;
  country: string;
  residential: boolean;
  uprn?: string;
};

export type FakeGetAddress = {
  url: string;
  /** The path and query of every request received, key included. */
  requests: URL[];
  /** Addresses by post code as the path carries it ("SW1A 1AA"); any other post code is a 404. */
  addresses: Map<string, GetAddressEntry[]>;
  /** `answering` serves the addresses; `failing` answers 500; `silent` never answers. */
  mode: 'answering' | 'failing' | 'silent';
  close(): Promise<void>;
};

/** A real HTTP server standing in for a getAddress.io-style address service. */
export async function startFakeGetAddress(): Promise<FakeGetAddress> {
  const fake: Omit<FakeGetAddress, 'url' | 'close'> = {
    requests: [],
    addresses: new Map(),
    mode: 'answering',
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.test');
    fake.requests.push(url);
    if (fake.mode === 'silent') return;
    if (fake.mode === 'failing') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"Message":"Server error"}');
      return;
    }
    const match = /^\/find\/([^/]+)$/.exec(url.pathname);
    const postCode = match?.[1] === undefined ? '' : decodeURIComponent(match[1]);
    const addresses = fake.addresses.get(postCode);
    if (!addresses) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Not Found"}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ postcode: postCode, latitude: 51.5, longitude: -0.14, addresses }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A getAddress.io address with its lines, town and county; the rest filled as the service does. */
export function getAddressEntry(
  lines: [string, string?, string?],
  town: string,
  county: string,
  extra: Partial<GetAddressEntry> = {},
): GetAddressEntry {
  const [line1, line2 = '', line3 = ''] = lines;
  return {
    formatted_address: [line1, line2, line3, town, county],
    line_1: line1,
    line_2: line2,
    line_3: line3,
    line_4: '',
    locality: '',
    town_or_city: town,
    county,
    district: town,
    country: 'England',
    residential: true,
    ...extra,
  };
}
