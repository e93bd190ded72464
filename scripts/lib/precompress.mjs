// Gzip and brotli copies of the output's larger text files (`x.json.gz`, `x.json.br`), made once
// at build time: a server that sends them (the preview server, nginx's gzip_static and
// brotli_static) spends nothing per request, where compressing a multi-megabyte search file on
// every request cut its rate to a sixth of a page's. Chosen by type and size, not by name: what
// the build writes changes (search shards, page modules), and whatever is large and text gains.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";

/** The encodings made, in the order a server prefers them. */
export const PRECOMPRESSED = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
];

const TEXT = new Set([".html", ".json", ".js", ".mjs", ".css", ".svg", ".xml", ".txt", ".md", ".webmanifest", ".map"]);
/** Below this, compression saves less than a packet: hosts and CDNs leave such files alone too. */
const MIN_BYTES = 1024;
/** How many files are compressed at once (two copies each): zlib's work runs on libuv's four threads. */
const CONCURRENCY = 4;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli's quality 11 takes some 50 times as long as 5 for a tenth fewer bytes, too slow for a
// rebuild that rewrites multi-megabyte search files; gzip's level 9 twice as long as 6 for the
// same size, within a percent. Both are byte-for-byte reproducible.

// From this size on, the fastest settings: a file of megabytes (a site's own large text files) is
// compressed on the way of a rebuild; for a 6 MB text brotli's quality 1 and gzip's level 1 take
// 56 ms of one core, quality 2 and level 4 took 97, for copies 6 % and 14 % larger.
const LARGE_BYTES = 1024 * 1024;

// The window fits the file (brotli's default is 4 MiB): a small file's encoder then sets up a
// small one, which halves the time to compress a few KB (search shards) for the same bytes or fewer.
const brotliOptions = (data) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: data.length >= LARGE_BYTES ? 1 : 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(data.length + 1)))),
  },
});
const gzipOptions = (data) => ({ level: data.length >= LARGE_BYTES ? 1 : 6 });
const ENCODERS = {
  br: (data) => brotli(data, brotliOptions(data)),
  gzip: (data) => gzip(data, gzipOptions(data)),
};

/** Whether `rel` (a path in the output) is worth compressed copies, given its size. */
export function isCompressible(rel, bytes) {
  return bytes >= MIN_BYTES && TEXT.has(path.extname(rel)) && !PRECOMPRESSED.some(({ extension }) => rel.endsWith(extension));
}

/**
 * Writes the compressed copies of `files` (paths relative to the output) into `stage`. A file's
 * copies in `out` are kept when `isCurrent` says they and the file are the ones the last build
 * recorded, and the file is unchanged (kept in `out`, or staged again with the same bytes, as the
 * app's hashed assets are at every build); other files get new copies. Files whose copies the
 * caller leaves without copies (`noCopies`) are left alone: a route's own files and search shards,
 * thousands of a few KB each on a large site, which a server compresses as it sends them as cheaply
 * as a page (a copy each was 15,600 more files to create at 5,000 pages, and a file created costs
 * more than its compression on a busy disk), and llms.txt and llms-full.txt (prerender.mjs). `staged`, when the caller knows them: the files in
 * `stage`; `recordedSize`: a kept file's size as the last build recorded it (both spare a look at
 * the disk for each file). `gzipBytes`, when given, gets each file's gzip copy's size (its transfer
 * size), from the copy made or the last build's record of the kept one.
 * Returns the copies' paths (in `stage` or kept in `out`), every one part of the finished output.
 */
export async function precompress({ stage, out, files, isCurrent, noCopies = () => false, staged: stagedFiles, recordedSize = () => undefined, gzipBytes }) {
  const copies = [];
  const jobs = [];
  for (const rel of files) {
    if (noCopies(rel)) continue;
    const staged = path.join(stage, rel);
    const inStage = stagedFiles ? stagedFiles.has(rel) : fs.existsSync(staged);
    const source = inStage ? staged : path.join(out, rel);
    const size = (!inStage && recordedSize(rel)) || fs.statSync(source).size;
    if (!isCompressible(rel, size)) continue;
    let unchanged;
    const encodings = [];
    for (const { encoding, extension } of PRECOMPRESSED) {
      copies.push(rel + extension);
      if (isCurrent(rel + extension) && (unchanged ??= !inStage || sameAsKept(rel, staged, out, isCurrent))) {
        // isCurrent found the copy as recorded: the record has its size.
        if (encoding === "gzip") gzipBytes?.set(rel, recordedSize(rel + extension) ?? fs.statSync(path.join(out, rel + extension)).size);
        continue;
      }
      encodings.push({ encoding, target: path.join(stage, rel + extension) });
    }
    if (encodings.length) jobs.push({ rel, source, encodings });
  }
  let next = 0;
  // Each folder is made once, not once per copy: a few hundred folders hold thousands of copies.
  const folders = new Map();
  const folder = (dir) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = fs.promises.mkdir(dir, { recursive: true })));
    return made;
  };
  const worker = async () => {
    while (next < jobs.length) {
      // The file is read once for both of its copies.
      const { rel, source, encodings } = jobs[next++];
      const content = await fs.promises.readFile(source);
      await Promise.all(
        encodings.map(async ({ encoding, target }) => {
          const data = await ENCODERS[encoding](content);
          if (encoding === "gzip") gzipBytes?.set(rel, data.length);
          await folder(path.dirname(target));
          await fs.promises.writeFile(target, data);
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return copies;
}

/** Whether the staged file has the bytes of the one the last build left in `out`. */
function sameAsKept(rel, staged, out, isCurrent) {
  if (!isCurrent(rel)) return false;
  const kept = path.join(out, rel);
  return fs.statSync(kept).size === fs.statSync(staged).size && fs.readFileSync(kept).equals(fs.readFileSync(staged));
}
