// The site's own files (public/) go into the output as files: a symbolic link that leaves the
// folder would publish what it reaches on the build machine, so the build names it and stops.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copySiteFiles, linksLeaving } from "../../scripts/lib/site-files.mjs";

function siteFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-public-"));
  fs.mkdirSync(path.join(dir, "img/brand"), { recursive: true });
  fs.writeFileSync(path.join(dir, "img/brand/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  return dir;
}

describe("the site's own files", () => {
  it("names each symbolic link that leaves the folder or leads nowhere", () => {
    const dir = siteFolder();
    fs.symlinkSync("/etc", path.join(dir, "etcdir"));
    fs.symlinkSync("../../../../../../etc/passwd", path.join(dir, "img/passwd.txt"));
    fs.symlinkSync(path.join(dir, "gone.png"), path.join(dir, "img/dangling.png"));
    const problems = linksLeaving(dir).sort();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/etcdir: a symbolic link to \/etc, outside .*: copy the file in, or remove the link$/);
    expect(problems[1]).toMatch(/img\/dangling\.png: a symbolic link to .*gone\.png, which does not exist/);
    expect(problems[2]).toMatch(/img\/passwd\.txt: a symbolic link to \/etc\/passwd, outside /);
  });

  it("copies links that stay inside as the files they point at", () => {
    const dir = siteFolder();
    fs.symlinkSync("brand/logo.svg", path.join(dir, "img/logo.svg"));
    fs.symlinkSync("img/brand", path.join(dir, "brand"));
    expect(linksLeaving(dir)).toEqual([]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-out-"));
    copySiteFiles(dir, out);
    for (const file of ["img/logo.svg", "brand/logo.svg"]) {
      expect(fs.lstatSync(path.join(out, file)).isSymbolicLink(), file).toBe(false);
      expect(fs.readFileSync(path.join(out, file), "utf8")).toContain("<svg");
    }
    expect(fs.lstatSync(path.join(out, "brand")).isDirectory()).toBe(true);
  });
});
