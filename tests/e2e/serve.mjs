// A tiny static server (node http, no dependencies) that serves build/ under a sub-path, e.g.
//   E2E_PORT=4174 E2E_PATH=/games/table/ node tests/e2e/serve.mjs
// so the same location-independent build is tested the way a plain static host would serve it.
// It also serves /embed/ : a page on the same host that shows the app inside an <iframe>.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.env.E2E_ROOT ?? 'build');
const port = Number(process.env.E2E_PORT ?? 4174);
const prefix = process.env.E2E_PATH ?? '/games/table/';
if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`E2E_PATH must start and end with "/": ${prefix}`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm'
};

const EMBED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Embedding test</title></head>
<body><h1>A page that embeds the games</h1>
<iframe title="Euro Table" src="${prefix}" style="width:100%;height:80vh;border:1px solid #888"></iframe></body></html>`;

function send(res, status, body, type = 'text/plain; charset=utf-8', extra = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
  res.end(body);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/embed/' || path === '/embed') return send(res, 200, EMBED, TYPES['.html']);
    if (path === prefix.slice(0, -1)) return send(res, 301, '', undefined, { location: prefix + url.search });
    if (!path.startsWith(prefix)) return send(res, 404, `Not found: ${path} (the site is served under ${prefix})`);
    let file = normalize(join(root, path.slice(prefix.length)));
    if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'Forbidden');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      // Like a plain static host: /x redirects to /x/, and /x/ serves /x/index.html.
      if (!path.endsWith('/')) return send(res, 301, '', undefined, { location: path + '/' + url.search });
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return send(res, 404, `Not found: ${path}`);
    const body = await readFile(file);
    send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
  } catch (e) {
    send(res, 500, String(e));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}${prefix}`);
});
