type ServiceLogoProps = {
  /** The logo's address (`logo_url` of a list, record 0023) or, in the form, its data URL. */
  src: string;
  alt: string;
  /** The box it is shown in, in px: 48 in the table, 64 on cards, 300 as a preview. */
  size: number;
};

/**
 * A service's logo in a `size` × `size` box, scaled down (never up, never cropped) to fit. The
 * width and height attributes hold the box before the image arrives, so nothing moves on load.
 */
export function ServiceLogo({ src, alt, size }: ServiceLogoProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{ display: 'block', maxWidth: '100%', objectFit: 'scale-down' }}
    />
  );
}
