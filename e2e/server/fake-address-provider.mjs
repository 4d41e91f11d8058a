// A getAddress.io-style address service for the browser tests: `GET /find/{post code}` answers
// the addresses below (expanded, as the real service does with expand=true), any other post code
// a 404. The product reaches it through POSTCODE_API_URL, as it would reach the real one.
import { createServer } from 'node:http';

const entry = (line1, line2, town, county, uprn) => ({
  formatted_address: [line1, line2, '', town, county],
  line_1: line1,
  line_2: line2,
  line_3: '',
  line_4: '',
  locality: '',
  town_or_city: town,
  county,
  district: town,
  country: 'England',
  residential: true,
  uprn,
});

/** What the browser tests look up: `DT1 1PW` has two addresses. */
const ADDRESSES = new Map([
  [
    'DT1 1PW',
    [
      entry('4 Provider Row', '', 'Dorchester', 'Dorset', '100040000004'),
      entry('Flat 1', 'Provider House', 'Dorchester', 'Dorset', '100040000011'),
    ],
  ],
]);

export function startFakeAddressProvider({ port }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.test');
    const postCode = decodeURIComponent(/^\/find\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    const addresses = url.searchParams.get('api-key') ? ADDRESSES.get(postCode) : undefined;
    if (!addresses) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Not Found"}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ postcode: postCode, latitude: 50.71, longitude: -2.44, addresses }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
