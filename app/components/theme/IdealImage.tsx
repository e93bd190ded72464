// Docusaurus's @theme/IdealImage (plugin-ideal-image). That plugin makes resized copies and a
// blurred placeholder at build time; here the image is published as it is, and the browser loads it
// lazily. `img` is what the page's `require('./x.png')` or `import x from './x.png'` gave: here the
// image's URL (or a module holding it), with the plugin's loader an object whose `src` holds it.
import type { CSSProperties } from "react";

type SrcImage = { src: string; width?: number; height?: number };
type IdealImageSource = string | { default?: IdealImageSource; src?: string | SrcImage; preSrc?: string } | undefined;

export interface IdealImageProps {
  img: IdealImageSource;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  width?: number | string;
  height?: number | string;
  title?: string;
}

/** The image's URL and, when the plugin's loader measured it, its size. */
function imageOf(img: IdealImageSource): SrcImage | undefined {
  if (typeof img === "string") return { src: img };
  if (!img || typeof img !== "object") return undefined;
  if (img.default !== undefined) return imageOf(img.default);
  if (typeof img.src === "string") return { src: img.src };
  if (img.src && typeof img.src.src === "string") return img.src;
  return undefined;
}

export default function IdealImage({ img, alt, className, style, width, height, title }: IdealImageProps) {
  const image = imageOf(img);
  if (!image) return null;
  return (
    <img
      src={image.src}
      alt={alt ?? ""}
      title={title}
      width={width ?? image.width}
      height={height ?? image.height}
      loading="lazy"
      decoding="async"
      className={["ideal-image", className].filter(Boolean).join(" ")}
      style={style}
    />
  );
}
