import { Image } from '@mantine/core';

type ServiceLogoProps = {
  /** The logo as a data URL. */
  src: string;
  alt: string;
  /** The most it may take in each direction, in px: 48 in the table, 300 as a preview. */
  size: number;
};

/** A service's logo at its own size, scaled down (never cropped) to fit `size` × `size`. */
export function ServiceLogo({ src, alt, size }: ServiceLogoProps) {
  return (
    <Image
      src={src}
      alt={alt}
      w="auto"
      h="auto"
      fit="contain"
      style={{ maxWidth: size, maxHeight: size }}
    />
  );
}
