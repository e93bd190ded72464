// What the last build wrote into an output folder: route by route, each page's key (a hash of
// everything its output depends on), its files and what the build learnt from them (links, anchors,
// search parts, script hashes); and the list of every file. The next build into the same folder keeps
// the pages whose key is unchanged instead of rendering them again, and removes what it no longer
// makes.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import v8 from "node:v8";
import { cacheRoot } from "./paths.mjs";
import { appBuildHash } from "./app-build.mjs";

const FORMAT = 11;

/**
 * Written with V8's serializer rather than as JSON: at 1,000 pages the record is about 13 MB (mostly
 * the pages' search parts), which V8 reads and writes in about half the time. The file holds the
 * length and bytes of the record's header (every part but the pages'), then of each page's record
 * in the header's order. Another Node version may not read it; the build then starts from scratch.
 */
function manifestFile(out) {
  return path.join(cacheRoot(), "builds", `${crypto.createHash("sha256").update(out).digest("hex").slice(0, 16)}.v8`);
}

/**
 * What every page's output depends on besides its route and data: the compiled app and the
 * scripts that render and post-process pages (these files).
 */
export function buildKey() {
  const hash = crypto.createHash("sha256").update(`${FORMAT}\0${appBuildHash()}`);
  const scripts = path.dirname(new URL(import.meta.url).pathname);
  for (const entry of fs.readdirSync(scripts, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile()) hash.update(`\0${entry.name}\0`).update(fs.readFileSync(path.join(scripts, entry.name)));
  }
  return hash.digest("hex");
}

/** The last build's record of `out`, if it was made by this build key and `out` is still there. */
export function readManifest(out, key) {
  if (!fs.existsSync(out)) return undefined;
  try {
    const file = fs.readFileSync(manifestFile(out));
    let at = 4 + file.readUInt32LE(0);
    const manifest = v8.deserialize(file.subarray(4, at));
    if (manifest?.buildKey !== key || manifest.out !== out) return undefined;
    manifest.stats = new Map(manifest.stats);
    const routes = {};
    for (const route of manifest.routes) {
      const end = at + 4 + file.readUInt32LE(at);
      const bytes = file.subarray(at + 4, end);
      at = end;
      const record = v8.deserialize(bytes);
      serializedRecords.set(record, bytes);
      record.refs.frame = Array.from(record.refs.frame, (i) => manifest.frameRefs[i]);
      routes[route] = record;
    }
    if (at !== file.length) return undefined;
    manifest.routes = routes;
    return manifest;
  } catch {
    return undefined;
  }
}

/** Called before `out` is replaced: a record must never describe a folder it was not made for. */
export function forgetManifest(out) {
  fs.rmSync(manifestFile(out), { force: true });
}

/**
 * Whether `rel` in `out` is still the file this build record describes: same size and modification
 * time. Existing is not enough: another process (a build that did not wait for the lock, a person)
 * may have put another file there, which a build that trusted it would keep forever.
 */
export function isRecordedFile(manifest, out, rel) {
  const recorded = manifest.stats.get(rel);
  if (!recorded) return false;
  try {
    const stat = fs.statSync(path.join(out, rel));
    return stat.size === recorded[0] && stat.mtimeMs === recorded[1];
  } catch {
    return false;
  }
}

/**
 * Each page's record as the last build wrote it: a page the next build keeps (most of them, after
 * a one-page edit) is written back as these bytes, not serialized again (35 of the 45 ms the
 * record took at 1,000 pages).
 */
const serializedRecords = new WeakMap();

/**
 * The pages' part of the record, each page's serialized apart: made while the copies and the
 * service worker are (the largest part of the record, and what the build's thread would otherwise
 * do after them).
 * Pages share most of their frame links (navbar, sidebar, footer): each is written once, and a
 * page's are numbers in that list. V8's serializer would write every copy of a string in full.
 * `previous`: the record the build started from; its numbers stay while a page keeps its bytes.
 */
export function recordedRoutes(results, previous) {
  const kept = results.some((result) => serializedRecords.has(result));
  const frameRefs = kept ? [...previous.frameRefs] : [];
  const numbers = new Map(frameRefs.map((ref, i) => [ref, i]));
  const numberOf = (ref) => {
    let number = numbers.get(ref);
    if (number === undefined) numbers.set(ref, (number = frameRefs.push(ref) - 1));
    return number;
  };
  const routes = new Map();
  for (const result of results) {
    if (!result.key) continue;
    routes.set(result.route, serializedRecords.get(result) ?? v8.serialize({ ...result, refs: { ...result.refs, frame: Uint32Array.from(result.refs.frame, numberOf) } }));
  }
  return { routes, frameRefs };
}

/**
 * `pages`: recordedRoutes() of the build's results; `files`: every file of `out`, which the next
 * build removes if it no longer makes them; `transferSizes`: the gzip sizes measured of those
 * without a compressed copy to tell it. `kept`, for an incremental build: the record it started
 * from and the files it `written` into `out`; the others keep the size and time that record has
 * for them (a build checks a file against them before it keeps it, and stating ten thousand files
 * again was a tenth of a one-page rebuild).
 */
export function writeManifest(out, key, pages, files, transferSizes, kept) {
  // After the output is in place: the sizes and times the next build checks its files against.
  const stats = files.map((rel) => {
    const recorded = kept && !kept.written.has(rel) ? kept.previous.stats.get(rel) : undefined;
    if (recorded) return [rel, recorded];
    const stat = fs.statSync(path.join(out, rel));
    const transfer = transferSizes.get(rel);
    return [rel, transfer === undefined ? [stat.size, stat.mtimeMs] : [stat.size, stat.mtimeMs, transfer]];
  });
  const file = manifestFile(out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The rest of the record, then each page's bytes after their length: written as they are, not
  // copied into one serialization (13 MB at 1,000 pages).
  const header = v8.serialize({ out, buildKey: key, routes: [...pages.routes.keys()], files, frameRefs: pages.frameRefs, stats });
  const length = (bytes) => {
    const field = Buffer.alloc(4);
    field.writeUInt32LE(bytes.length);
    return field;
  };
  const chunks = [length(header), header, ...[...pages.routes.values()].flatMap((bytes) => [length(bytes), bytes])];
  const fd = fs.openSync(file, "w");
  try {
    // writev writes at most IOV_MAX (1,024) buffers at a time, and may write fewer bytes than given.
    for (let i = 0; i < chunks.length; ) {
      const batch = chunks.slice(i, i + 1024);
      const total = batch.reduce((sum, chunk) => sum + chunk.length, 0);
      const written = fs.writevSync(fd, batch);
      if (written === total) {
        i += batch.length;
        continue;
      }
      // A short write: the rest of the batch from where it stopped.
      let left = written;
      while (left >= chunks[i].length) left -= chunks[i++].length;
      chunks[i] = chunks[i].subarray(left);
    }
  } finally {
    fs.closeSync(fd);
  }
}
