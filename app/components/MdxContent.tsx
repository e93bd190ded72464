import { getMdxComponent } from "~/lib/mdx-runtime";
import type { MdxRef } from "~/lib/content-types";
import { SmartLink } from "./SmartLink";
import { engineComponents, providedComponents } from "./theme/provided-components";
import { provideMdxComponents } from "./theme/mdx-provider";

const components = {
  // An anchor without href (`<a name="x">` in a CommonMark page's HTML) is a link target, not a link.
  a: ({ href, ...props }: { href?: string }) => (href === undefined ? <a {...props} /> : <SmartLink href={href} {...props} />),
  // Code and tables scroll sideways on narrow screens: keyboard users must be able to reach them.
  pre: (props: object) => <pre tabIndex={0} {...props} />,
  table: (props: object) => (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  ),
  // GFM task list items render a disabled checkbox, which needs a name of its own.
  input: (props: { type?: string; checked?: boolean }) =>
    props.type === "checkbox" ? <input {...props} aria-label={props.checked ? "Done" : "To do"} /> : <input {...props} />,
  ...engineComponents(),
};

// The partials a page imports render with the same components (MDX's provider).
provideMdxComponents(() => ({ ...components, ...providedComponents() }));

export function MdxContent({ mdx }: { mdx: MdxRef }) {
  const Component = getMdxComponent(mdx.hash);
  // Loaders register the module before rendering; a miss means the import failed.
  if (!Component) throw new Error("This page's content could not be loaded.");
  // What the page uses of Docusaurus's components, such as the code block frame with its copy
  // button, has been loaded with it.
  return <Component components={{ ...components, ...providedComponents() }} />;
}
