// A JSX element as remark plugins put one into a page's tree (`<Tabs groupId="…">…</Tabs>`): the
// engine's plugins expand blocks into theme components this way, with string attributes only.

import type { Root } from "mdast";

export type RootContent = Root["children"][number];

export function jsxElement(name: string, attributes: Record<string, string>, children: RootContent[]): RootContent {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes).map(([attribute, value]) => ({ type: "mdxJsxAttribute", name: attribute, value })),
    children,
  } as unknown as RootContent;
}
