import { getMdxComponent } from "~/lib/mdx-runtime";
import type { MdxRef } from "~/lib/content-types";
import { SmartLink } from "./SmartLink";
import { Operation } from "./api/Operation";
import Tabs from "./theme/Tabs";
import TabItem from "./theme/TabItem";

const components = {
  a: ({ href = "", ...props }: { href?: string }) => <SmartLink href={href} {...props} />,
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
  // Pages use them without an import, as Docusaurus pages use its theme's; <Operation> is filled in at compile time
  // (<OperationIndex> becomes a plain table then).
  Operation,
  Tabs,
  TabItem,
};

export function MdxContent({ mdx }: { mdx: MdxRef }) {
  const Component = getMdxComponent(mdx.hash);
  // Loaders register the module before rendering; a miss means the import failed.
  if (!Component) throw new Error("This page's content could not be loaded.");
  return <Component components={components} />;
}
