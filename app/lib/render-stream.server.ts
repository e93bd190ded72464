// React 18's streaming renderer (renderToPipeableStream) copies text into 2048-byte views. When the
// next character takes more bytes than the view has left, it sends the whole view all the same,
// its last one to three bytes still zero (react/react#31134, open in 18.3.1). Those NULs land
// between two characters of any page in a multi-byte script: browsers show stray spaces, and a
// NUL inside a heading's id breaks the links to it.
import { Transform } from "node:stream";

/** React's view size: a chunk of exactly this length may carry the padding. */
const VIEW_BYTES = 2048;
/** A character is at most four bytes: at most three of a view can be left unfilled. */
const MAX_PADDING = 3;

/** A pass-through for React's output that drops the zero bytes it leaves at the end of a full view. */
export function withoutViewPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      if (end === VIEW_BYTES) while (end > VIEW_BYTES - MAX_PADDING && chunk[end - 1] === 0) end--;
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}
