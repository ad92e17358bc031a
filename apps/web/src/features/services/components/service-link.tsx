import { Anchor, VisuallyHidden } from '@mantine/core';

/**
 * A service's own site in a new tab. `noopener noreferrer`: the service gets no handle on the
 * portal's window and no referrer (these links leave the portal for other organisations' sites).
 */
export function ServiceLink({ link }: { link: string }) {
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      style={{ wordBreak: 'break-all' }}
    >
      {link}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
