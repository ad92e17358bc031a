type ServiceLogoProps = {
  /** The logo's address (`logo_url` of a list, record 0023) or, in the form, its data URL. */
  src: string;
  alt: string;
  /** The box it is shown in, in px: 48 in the table, 64 on cards, 300 as a preview. */
  size: number;
};

/**
 * A service's logo within `size` × `size`, scaled down (never up, never cropped) to fit. The
 * width and height attributes hold a square until the image arrives; then the box takes the
 * logo's own proportions, so a wide logo leaves no empty band above and below it.
 */
export function ServiceLogo({ src, alt, size }: ServiceLogoProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{
        display: 'block',
        width: size,
        maxWidth: '100%',
        height: 'auto',
        maxHeight: size,
        objectFit: 'scale-down',
      }}
    />
  );
}
