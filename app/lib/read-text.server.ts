// A file's text when it can be read, for messages that only add a line number when they can.
import fs from "node:fs";

/** The file's UTF-8 text; undefined when it is missing or unreadable. */
export function readTextIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
