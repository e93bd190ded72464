// Docusaurus's @theme/MDXContent, which a site's component wraps MDX in (wasp's TsJsHelpers) so that
// it renders with the site's components. Every compiled MDX module here reads them from the engine's
// provider already (mdx-provider.ts), whatever wraps it: this passes its children through.
import type { ReactNode } from "react";

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
