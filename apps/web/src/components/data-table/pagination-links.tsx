import { Button, Group, Text } from '@mantine/core';
import type { PageLink } from '@portal/shared/envelope';

type PaginationLinksProps = {
  links: PageLink[];
  /** Shows the page behind a link's url. */
  onFollow: (url: string) => void;
};

/**
 * The server's page links as they come ('« Previous', 1, 2, '...', 'Next »'): a link without a
 * url is disabled ('...' is plain text), the page on screen is marked as the current one.
 */
export function PaginationLinks({ links, onFollow }: PaginationLinksProps) {
  return (
    <Group component="nav" aria-label="Pagination" gap={4} justify="flex-end">
      {links.map((link, index) => {
        if (link.label === '...') {
          return (
            <Text key={`gap-${index}`} px="xs">
              ...
            </Text>
          );
        }
        const { url } = link;
        const numbered = /^\d+$/.test(link.label);
        return (
          <Button
            key={`${index}-${link.label}`}
            size="xs"
            variant={link.active ? 'filled' : 'default'}
            disabled={url === null}
            aria-current={link.active ? 'page' : undefined}
            aria-label={numbered ? `Page ${link.label}` : undefined}
            onClick={url === null || link.active ? undefined : () => onFollow(url)}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
