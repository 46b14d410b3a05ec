// Load generator for the gateway benchmark, run as its own process so the gateway keeps a core to itself.
// Usage: node bench/load-client.mjs <url> <concurrency> <seconds>; prints one JSON line of figures.
import http from 'node:http';

const [url, concurrencyArg, secondsArg] = process.argv.slice(2);
const concurrency = Number(concurrencyArg ?? 16);
const seconds = Number(secondsArg ?? 3);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const deadline = Date.now() + seconds * 1000;
let done = 0;
let bad = 0;
const codes = {};

function one() {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const m = /"error_code":"(\d+)"/.exec(Buffer.concat(chunks).toString('latin1'));
        const code = m ? m[1] : `http${res.statusCode}`;
        codes[code] = (codes[code] ?? 0) + 1;
        if (code === '0000') done += 1;
        else bad += 1;
        resolve();
      });
    });
    req.on('error', () => {
      bad += 1;
      resolve();
    });
  });
}

async function lane() {
  while (Date.now() < deadline) await one();
}

const t0 = performance.now();
await Promise.all(Array.from({ length: concurrency }, lane));
const elapsed = (performance.now() - t0) / 1000;
agent.destroy();
console.log(JSON.stringify({ ok: done, failed: bad, seconds: elapsed, perSecond: done / elapsed, codes }));
