// Whether a Docusaurus site uses Infima's classes is read from its files once: each file's answer is
// kept in the build cache with its size and time, so the next process reads only what changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { usesInfimaClasses } from "../../app/lib/styles/infima-utilities.server";

const savedCacheDir = process.env.PALAVER_CACHE_DIR;
afterEach(() => {
  if (savedCacheDir === undefined) delete process.env.PALAVER_CACHE_DIR;
  else process.env.PALAVER_CACHE_DIR = savedCacheDir;
});

const SECOND = 1_790_000_000;

function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-infima-cache-"));
  process.env.PALAVER_CACHE_DIR = path.join(root, "cache");
  fs.mkdirSync(path.join(root, "docs/guides"), { recursive: true });
  fs.mkdirSync(path.join(root, "src/components"), { recursive: true });
  fs.writeFileSync(path.join(root, "docs/intro.md"), "# Intro\n\nA row of text and a col of numbers, no classes.\n");
  fs.writeFileSync(path.join(root, "docs/guides/setup.mdx"), "# Setup\n\nEach room shows its members in a box.\n\n<Box />\n");
  fs.writeFileSync(path.join(root, "src/components/Box.jsx"), 'export default function Box() { return <div className="box">Box</div>; }\n');
  // A whole second, which utimes can set again exactly.
  fs.utimesSync(path.join(root, "docs/guides/setup.mdx"), SECOND, SECOND);
  return { root, folders: [path.join(root, "docs"), path.join(root, "src")] };
}

describe("usesInfimaClasses", () => {
  it("finds a class in a changed file, and answers from its record for a file unchanged in size and time", () => {
    const { root, folders } = site();
    expect(usesInfimaClasses(folders)).toBe(false);
    expect(fs.readdirSync(path.join(root, "cache/infima"))).toHaveLength(1);

    // Edited in place: a new size and time, read again.
    const box = path.join(root, "src/components/Box.jsx");
    fs.writeFileSync(box, 'export default function Box() { return <div className="row"><div className="col col--6">Box</div></div>; }\n');
    expect(usesInfimaClasses(folders)).toBe(true);

    // Another text of the same size, its time put back: the record's answer stands (the file is not read).
    const setup = path.join(root, "docs/guides/setup.mdx");
    fs.writeFileSync(box, 'export default function Box() { return <div className="box">Box</div>; }\n');
    expect(usesInfimaClasses(folders)).toBe(false);
    const text = fs.readFileSync(setup, "utf8");
    const classy = '# Setup\n\n<div className="row"/>\n';
    expect(classy.length).toBeLessThan(text.length);
    fs.writeFileSync(setup, classy.padEnd(text.length, " "));
    fs.utimesSync(setup, SECOND, SECOND);
    expect(fs.statSync(setup).size).toBe(text.length);
    expect(usesInfimaClasses(folders)).toBe(false);
    // Without the record, it is read.
    fs.rmSync(path.join(root, "cache"), { recursive: true });
    expect(usesInfimaClasses(folders)).toBe(true);
  });
});
