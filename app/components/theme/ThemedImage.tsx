// Docusaurus's @theme/ThemedImage. This site has one (dark) theme, so the dark source is the image;
// a light-only image is still shown rather than nothing.
import type { ImgHTMLAttributes } from "react";

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  sources: { light?: string; dark?: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return <img src={sources.dark ?? sources.light} alt={alt} className={["themed-image", className].filter(Boolean).join(" ")} {...rest} />;
}
