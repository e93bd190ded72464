// Files a page uses that are published with it, under a name that changes with their bytes, as
// Docusaurus's webpack loaders name them: images a page shows (`assets/images/`) and the other files
// it links to or imports (`assets/files/`: a PDF to download, a video to play, a font).
import fs from "node:fs";
import crypto from "node:crypto";
import path from "node:path";

/** Images, as Docusaurus's image loader takes them (SVG apart: a component may import it as one). */
export const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|ico|svg)$/i;

/**
 * What else Docusaurus's webpack config gives a URL when a page or component imports it: fonts,
 * audio and video, and documents to download. Other files have no loader there either.
 */
export const OTHER_ASSET_FILE = /\.(woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/** The content hash a compile records for a file it read (its `fileDeps`); undefined when the file is gone. */
export function fileHash(file: string): string | undefined {
  try {
    return crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex");
  } catch {
    return undefined;
  }
}

/** Where a file of the content tree is published: `assets/<folder>/<name>-<hash of its bytes><ext>`. */
function publishedPath(file: string, folder: "images" | "files"): string {
  const ext = path.extname(file);
  const digest = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 8);
  return `assets/${folder}/${path.basename(file, ext)}-${digest}${ext}`;
}

/** Where an image of the content tree is published, as Docusaurus names bundled images. */
export function publishedImagePath(file: string): string {
  return publishedPath(file, "images");
}

/** Where another file a page links to or imports is published (Docusaurus's `assets/files/`). */
export function publishedFilePath(file: string): string {
  return publishedPath(file, "files");
}
