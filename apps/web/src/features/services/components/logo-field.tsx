import { FileInput, Stack } from '@mantine/core';
import { serviceMessages } from '@portal/shared/services';
import { useRef, type Ref } from 'react';
import { readAsDataUrl } from '@web/lib/read-as-data-url';
import { notify } from '@web/lib/toast';
import { isLogoImage, LOGO_SIGNATURE_LENGTH } from '../logo-signature';
import { ServiceLogo } from './service-logo';

// What the file dialog offers (record 0014). A file let through anyway ("All files") is judged by
// its first bytes here, and by the whole image on the server, whose 422 shows under the field.
const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

// Mantine's placeholder grey is 2:1 on white, and this placeholder is text inside a button, which
// WCAG AA (and axe) hold to 4.5:1 like any other; the theme's dimmed grey is 8.2:1.
const readablePlaceholder = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

type LogoFieldProps = {
  /** The logo as base64 text (a data URL); empty while there is none. */
  value: string;
  /** A chosen file, read as a data URL; null when the choice was taken back. */
  onChange: (logo: string | null) => void;
  /** A chosen file that is no PNG, JPEG or WebP image, with the shared schema's message. */
  onRefused: (message: string) => void;
  onBlur: () => void;
  error: string | undefined;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The logo's file input and a preview of its logo, at most 300 × 300 px (docs/product.md,
 * "Constants").
 */
export function LogoField({ value, onChange, onRefused, onBlur, error, ref }: LogoFieldProps) {
  const latest = useRef<File | null>(null);
  const choose = async (file: File | null) => {
    latest.current = file;
    if (!file) return onChange(null);
    try {
      const head = new Uint8Array(await file.slice(0, LOGO_SIGNATURE_LENGTH).arrayBuffer());
      if (!isLogoImage(head)) {
        if (latest.current === file) onRefused(serviceMessages.logoType);
        return;
      }
      const logo = await readAsDataUrl(file);
      // A slow read of an earlier choice must not replace a later one.
      if (latest.current === file) onChange(logo);
    } catch {
      notify.error(`${file.name} could not be read.`);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <FileInput
        ref={ref}
        label="Logo"
        description="A PNG, JPEG or WebP image of at most 1 MB"
        placeholder="Choose an image"
        accept={LOGO_TYPES}
        required
        error={error}
        onChange={(file) => void choose(file)}
        onBlur={onBlur}
        w="100%"
        styles={readablePlaceholder}
      />
      {value && <ServiceLogo src={value} alt="Logo preview" size={300} />}
    </Stack>
  );
}
