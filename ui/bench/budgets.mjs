// The web build's budgets (issue 51), measured: a benchmark, not a test (nothing here
// fails on a figure). Run by scripts/web-bench.sh, which builds what it needs:
//
//   node bench/budgets.mjs <dist-web> <native commands binary> [out.json]
//
// 1. The first visit and a visit again from the cache, in headless Chromium at a
//    phone's size, under Chromium's 4x CPU slowdown and a "fast 3G" link. The link is
//    made by the server (the DevTools preset: 562.5 ms a round trip, 1.6 Mbit/s x 0.9
//    down, shared by every request), so that it holds for the dedicated worker's fetch
//    of the WebAssembly and for the service worker's precaching alike; the bytes are
//    counted as the server sends them, compressed (brotli, as most HTTPS hosts serve
//    it: every file is precompressed at quality 11 and sirv picks it).
//    "Usable": home's buttons shown with the games in progress read from the store,
//    that is the worker's WebAssembly up and SQLite open on OPFS.
// 2. The same script of commands natively (papillon-app-core's example `commands`, the
//    desktop's store in a file) and in the browser (`papillon.invoke`, the worker the
//    screens use, SQLite on OPFS), without throttling: the computer's moves at hard and
//    expert in a whole game of each digital game, and 200 score-keeping taps. In the
//    browser a command is timed from the page, there and back through the worker.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import sirv from "sirv";

const [dist, nativeBin, out] = process.argv.slice(2);
if (!dist || !nativeBin) throw new Error("usage: node bench/budgets.mjs <dist-web> <commands binary> [out.json]");
const MOVES = Number(process.env.PAPILLON_BENCH_MOVES ?? 150);
const TAPS = Number(process.env.PAPILLON_BENCH_TAPS ?? 200);
const FAST_3G = { rtt: 562.5, down: ((1.6 * 1024 * 1024) / 8) * 0.9 };

// ---- the files, precompressed, and a server with a link of a chosen speed ----
const root = fs.mkdtempSync(path.join(os.tmpdir(), "papillon-bench-"));
fs.cpSync(dist, root, { recursive: true });
const sizes = { raw: 0, br: 0, gz: 0 };
for (const file of fs.readdirSync(root, { recursive: true })) {
  const full = path.join(root, file);
  if (!fs.statSync(full).isFile() || !/\.(js|mjs|css|html|wasm|json|webmanifest|svg|txt)$/.test(full)) continue;
  const body = fs.readFileSync(full);
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = zlib.gzipSync(body, { level: 9 });
  fs.writeFileSync(`${full}.br`, br);
  fs.writeFileSync(`${full}.gz`, gz);
  sizes.raw += body.length; sizes.br += br.length; sizes.gz += gz.length;
}
const link = { on: false, free: 0, sent: 0, requests: 0 };
const serve = sirv(root, { brotli: true, gzip: true, etag: true, dev: false });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Waits for `n` bytes to cross the shared link (one queue for every request). */
async function cross(n) {
  if (!link.on) return;
  const now = performance.now();
  link.free = Math.max(link.free, now) + (n / FAST_3G.down) * 1000;
  await sleep(link.free - now);
}
const server = http.createServer(async (req, res) => {
  link.requests++;
  if (link.on) await sleep(FAST_3G.rtt);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let queue = Promise.resolve();
  res.write = (chunk, encoding) => {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    queue = queue.then(() => cross(buf.length)).then(() => { link.sent += buf.length; write(buf); });
    return true;
  };
  res.end = (chunk, encoding) => {
    if (chunk && typeof chunk !== "function") res.write(chunk, encoding);
    queue = queue.then(() => end());
    return res;
  };
  serve(req, res, () => { res.statusCode = 404; res.end("not found"); });
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/`;

// ---- the browser ----
const browser = await chromium.launch({
  executablePath: process.env.PAPILLON_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const usable = () => !!document.querySelector("#new-game") && !document.querySelector('.home[aria-busy="true"]') ? performance.now() : false;

/** Opens the app in a new page of `context` under the slow link and CPU: the time from
 *  the navigation's start to a usable home, and the bytes the server sent meanwhile. */
async function visit(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  link.on = true; link.sent = 0; link.requests = 0;
  await page.goto(url, { waitUntil: "commit" });
  const ms = await (await page.waitForFunction(usable, null, { polling: "raf", timeout: 120_000 })).jsonValue();
  const bytes = link.sent; const requests = link.requests;
  return { page, cdp, ms, bytes, requests };
}

const context = await browser.newContext(phone);
const first = await visit(context);
// the service worker's precaching goes on after the home is usable: its bytes count
// towards the first visit too
await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
let quiet = link.sent;
for (;;) { await sleep(3000); if (link.sent === quiet) break; quiet = link.sent; }
const firstTotal = link.sent;
await first.page.close();
const again = await visit(context);
link.on = false;
await context.close();
// the commands in a context of their own, with no throttling at all
const page = await (await browser.newContext(phone)).newPage();
await page.goto(url);
await page.waitForFunction(usable, null, { polling: "raf", timeout: 120_000 });

// ---- one script of commands, two transports ----
const browserCall = async (name, args) => page.evaluate(async ([name, args]) => {
  const start = performance.now();
  try { const value = await globalThis.papillon.invoke(name, args); return { ok: true, value, ms: performance.now() - start }; }
  catch (error) { return { ok: false, error, ms: performance.now() - start }; }
}, [name, args]);

const native = spawn(nativeBin, ["--seed", "7"], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: native.stdout })[Symbol.asyncIterator]();
const nativeCall = async (name, args) => {
  native.stdin.write(`${JSON.stringify({ name, args })}\n`);
  const { value: line } = await lines.next();
  return JSON.parse(line);
};

const NAMES = ["Ana", "Ben", "Cleo", "Dan"];
function request(game, level) {
  const seats = [{ player: "person" }, ...[1, 2, 3].map(() => ({ player: "computer", level }))];
  if (game === "papillon") return { kind: "full", seats: seats.map((player, i) => ({ name: NAMES[i], player })), options: {}, teams: { teams: "seating" }, seed: 42 };
  if (game === "classic") return { names: NAMES, seats, options: {} };
  return { names: [...NAMES, "Eve"], seats: [...seats, { player: "computer", level }], options: {} };
}
const must = (r, what) => { if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`); return r.value; };

/** A game against three (Farfalia: four) computers at `level`: the person plays the
 *  hint's move; every computer move is timed, up to MOVES of them. */
async function computerMoves(call, game, level) {
  let view = must(await call("practice_new", { game, request: request(game, level) }), `${game} ${level}`);
  const times = [];
  while (!view.over && times.length < MOVES) {
    const person = view.seats[view.to_play]?.player === "person";
    if (person) {
      const hint = must(await call("practice_hint", { id: view.id, number: view.moves + 1 }), "hint").hint;
      const action = game === "papillon" ? hint.suggestion.notation : hint.action;
      view = must(await call("practice_play", { id: view.id, number: view.moves + 1, action }), "play");
    } else {
      const r = await call("practice_step", { id: view.id, number: view.moves + 1 });
      view = must(r, "step");
      times.push(r.ms);
    }
  }
  return times;
}

/** A kept game of four, and TAPS entries: each player's blue card count set in turn. */
async function taps(call) {
  let view = must(await call("create_game", { setup: { players: NAMES, teams: [["Ana", "Cleo"], ["Ben", "Dan"]], options: {}, dealer_seat: 0 } }), "new game");
  const times = [];
  for (let i = 0; i < TAPS; i++) {
    const { id, revision } = view.detail.summary;
    const r = await call("record_entry", { game: id, revision, edit: { edit: "set_blue_count", player: NAMES[i % 4], cards: 1 + (i % 9) } });
    view = must(r, "entry");
    times.push(r.ms);
  }
  return times;
}

const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN; };
const summary = (xs) => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), max: Math.max(...xs) });
const results = { first_visit: { usable_ms: first.ms, bytes_until_usable: first.bytes, requests_until_usable: first.requests, bytes_with_precache: firstTotal },
  cached_visit: { usable_ms: again.ms, bytes: again.bytes }, files: sizes, ai: {}, taps: {} };
for (const game of ["papillon", "classic", "farfalia"]) {
  for (const level of ["hard", "expert"]) {
    const n = summary(await computerMoves(nativeCall, game, level));
    const w = summary(await computerMoves(browserCall, game, level));
    results.ai[`${game} ${level}`] = { native: n, browser: w, ratio_p50: w.p50 / n.p50 };
  }
}
results.taps = { native: summary(await taps(nativeCall)), browser: summary(await taps(browserCall)) };
native.stdin.end();
await browser.close();
server.close();
fs.rmSync(root, { recursive: true, force: true });

const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : "–");
console.log(`files: ${(sizes.raw / 1e6).toFixed(2)} MB raw, ${(sizes.br / 1e6).toFixed(2)} MB brotli, ${(sizes.gz / 1e6).toFixed(2)} MB gzip`);
console.log(`first visit (4x CPU, fast 3G): usable in ${f(first.ms)} ms, ${(first.bytes / 1e6).toFixed(2)} MB sent until then (${first.requests} requests), ${(firstTotal / 1e6).toFixed(2)} MB with the service worker's precaching`);
console.log(`again, from the cache: usable in ${f(again.ms)} ms, ${again.bytes} bytes sent`);
for (const [k, v] of Object.entries(results.ai))
  console.log(`${k}: a computer's move native p50 ${f(v.native.p50)} / p95 ${f(v.native.p95)} ms; browser p50 ${f(v.browser.p50)} / p95 ${f(v.browser.p95)} ms (${v.browser.n} moves); wasm/native ${v.ratio_p50.toFixed(2)}x`);
console.log(`a tap saved: native p50 ${f(results.taps.native.p50)} / p99 ${f(results.taps.native.p99)} ms; browser on OPFS p50 ${f(results.taps.browser.p50)} / p99 ${f(results.taps.browser.p99)} ms`);
if (out) fs.writeFileSync(out, JSON.stringify(results, null, 2));
