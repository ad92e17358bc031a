import { Anchor, VisuallyHidden } from '@mantine/core';

type ServiceLinkProps = {
  link: string;
  /** Names the site by its host alone (a card's short line); the back office shows the whole link. */
  hostOnly?: boolean;
};

/** The host of a link, or the link itself if it cannot be read as a URL. */
function hostOf(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}

/**
 * A service's own site in a new tab. `noopener noreferrer`: the service gets no handle on the
 * portal's window and no referrer (these links leave the portal for other organisations' sites).
 */
export function ServiceLink({ link, hostOnly = false }: ServiceLinkProps) {
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      style={{ wordBreak: 'break-all' }}
    >
      {hostOnly ? hostOf(link) : link}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
