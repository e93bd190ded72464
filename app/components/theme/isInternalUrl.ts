// Docusaurus's @docusaurus/isInternalUrl: whether a link is to this site (it names no scheme and is
// not protocol-relative), as @docusaurus/Link decides it. The rule is the engine's link code's.
import { hasProtocol, isInternalUrl } from "../SmartLink";

export { hasProtocol };
export default isInternalUrl;
