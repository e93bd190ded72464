// Docusaurus's @docusaurus/Interpolate: <Interpolate values={{ name: <b>x</b> }}>Hi {name}</Interpolate>.
import type { ReactNode } from "react";
import { interpolate, type InterpolateValues } from "~/lib/theme/interpolate";

export { interpolate };

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }): ReactNode {
  if (typeof children !== "string") throw new Error("<Interpolate>: its children must be plain text with {placeholders}, such as <Interpolate values={{ n: 3 }}>{'{n} cups'}</Interpolate>.");
  return <>{interpolate(children, values)}</>;
}
