// What a compile finds that the site's config decides about, or that does not stop the build but a
// maintainer should know: a file link (`x.md`) to no doc (Docusaurus's onBrokenMarkdownLinks),
// a `:::container` directive that is no admonition type (Docusaurus warns of "unused Markdown
// directives"), and a stylesheet import, whose rules this build does not apply. They are kept with the cached compile as plain data and turned into problems or
// warnings when the check reports, so a change of the config never needs a compile again.

import type { Root } from "mdast";
import type { VFile } from "vfile";
import { visit } from "unist-util-visit";
import { ContentError, toProblem, type ContentProblem } from "../content-error.server";
import type { BrokenLinkAction } from "~/site.config";

export interface CompileNotice {
  kind: "markdown-link" | "directive" | "stylesheet" | "link-form" | "site-plugin" | "image";
  /** The file it is in: the page, or a partial it imports. */
  file: string;
  line?: number;
  column?: number;
  /** What is wrong, without the file and position. */
  problem: string;
  /** A link left as written: the site path a browser resolves it to, which the build's crawl leaves to this notice. */
  target?: string;
}

/** The container names Docusaurus 3 renders as admonitions (`caution` and the last three are its legacy aliases). */
export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger", "caution", "secondary", "important", "success"] as const;

/**
 * Notes each `:::name` container no plugin took (an admonition has `data` once remarkAdmonitions
 * ran), naming the types the page may use (`known`, when the site's docs options set them). It stays in the page as Docusaurus leaves it:
 * its content in a plain block, no title.
 */
export function remarkUnknownDirectives(notices: CompileNotice[], known?: string[]) {
  return () => (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const directive = node as unknown as { type: string; name?: string; data?: unknown; position?: { start: { line: number; column: number } } };
      if (directive.type !== "containerDirective" || directive.data) return;
      notices.push({
        kind: "directive",
        file: file.path,
        line: directive.position?.start.line,
        column: directive.position?.start.column,
        problem:
          (!known || known.length
            ? `":::${directive.name}" is not an admonition type (${known ? `the site's are ${known.join(", ")}` : `Docusaurus knows ${ADMONITION_TYPES.slice(0, 6).join(", ")}`}): its content is shown as plain text without a box or title. Use one of these types, or write "\\:::${directive.name}" to show the colons as text.`
            : `":::${directive.name}" is no admonition: the site's docs options turn admonitions off (admonitions: false); its content is shown as plain text. Write "\\:::${directive.name}" to show the colons as text.`),
      });
    });
  };
}

export interface NoticeActions {
  onBrokenMarkdownLinks: BrokenLinkAction;
}

/** The notices as the site's config wants them: problems that stop the build, warnings, or nothing. */
export function reportNotices(notices: readonly CompileNotice[] | undefined, actions: NoticeActions): { problems: ContentProblem[]; warnings: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  for (const notice of notices ?? []) {
    const action = notice.kind === "markdown-link" ? actions.onBrokenMarkdownLinks : "warn";
    if (action === "ignore") continue;
    const problem = toProblem(new ContentError(notice.file, notice.problem, notice));
    (action === "throw" ? problems : warnings).push(problem);
  }
  return { problems, warnings };
}
