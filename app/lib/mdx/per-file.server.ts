// A page's bundle compiles its MDX partials with the page's remark plugins. Some plugins collect
// what belongs to the page alone (its TOC, anchors, search text): they run on the page's file,
// and on partials either not at all or in a form that collects nothing.

import type { Root } from "mdast";
import type { VFile } from "vfile";

type Attacher = () => ((tree: Root, file: VFile) => unknown) | void;

/** `forPage` on the page's own file, `forPartials` (if any) on the files it imports. */
export function perFile(page: string, forPage: Attacher, forPartials?: Attacher): Attacher {
  return () => {
    const onPage = forPage();
    const onPartial = forPartials?.();
    return (tree, file) => (file.path === page ? onPage?.(tree, file) : onPartial?.(tree, file));
  };
}
