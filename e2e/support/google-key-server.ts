import { createServer } from 'node:http';
import { KEY_SERVER_PORT, publicJwk } from './google';

// Google's JWKS endpoint, played locally for the browser tests' demo server.
const body = JSON.stringify({ keys: [publicJwk()] });
createServer((req, res) => {
  if (req.url === '/oauth2/v3/certs') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } else {
    res.writeHead(404).end();
  }
}).listen(KEY_SERVER_PORT, '127.0.0.1');
