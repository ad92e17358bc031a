import { Button, Group, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

/** A further link of a row, such as Allocate: its word and where it leads. */
export type RowLink = { verb: string; to: string };

/** A button that acts on the row at once, such as Retry: its word and what it does. */
export type RowCommand = { verb: string; run: () => void; busy?: boolean };

type RowActionsProps = {
  /** Names the row in each button's accessible name ("Edit Auditor"): every row shows the same words. */
  name: string;
  showPath?: string | undefined;
  editPath?: string | undefined;
  /** Links after Edit, for what a list does beyond the usual four. */
  links?: RowLink[] | undefined;
  commands?: RowCommand[] | undefined;
  onView?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The delete button's word where deleting is something else to the reader ('Release'). */
  deleteVerb?: string | undefined;
};

// Small light buttons with less side padding than Mantine's, so that a row's four actions and
// every column of the widest list fit a 1440 px screen (record 0026); 30 px high, an easy target.
const LOOK = {
  size: 'xs',
  variant: 'light',
  style: { '--button-padding-x': '0.5rem' },
} satisfies ButtonProps & { style: Record<string, string> };

/** Show, Edit and further links: links that look like the cell's buttons, named for their row. */
function LinkAction({ verb, name, to }: { verb: string; name: string; to: string }) {
  return (
    <Button {...LOOK} component={Link} to={to} aria-label={`${verb} ${name}`}>
      {verb}
    </Button>
  );
}

/** The Action cell: View, Show, Edit, further links, commands and Delete, each present when given. */
export function RowActions({
  name,
  showPath,
  editPath,
  links = [],
  commands = [],
  onView,
  onDelete,
  deleteVerb = 'Delete',
}: RowActionsProps) {
  return (
    // Wraps on a card; a table's Action cell keeps them on one line.
    <Group gap={4}>
      {onView && (
        <Button {...LOOK} aria-label={`View ${name}`} onClick={onView}>
          View
        </Button>
      )}
      {showPath && <LinkAction verb="Show" name={name} to={showPath} />}
      {editPath && <LinkAction verb="Edit" name={name} to={editPath} />}
      {links.map((link) => (
        <LinkAction key={link.verb} verb={link.verb} name={name} to={link.to} />
      ))}
      {commands.map((command) => (
        <Button
          key={command.verb}
          {...LOOK}
          aria-label={`${command.verb} ${name}`}
          loading={command.busy}
          onClick={command.run}
        >
          {command.verb}
        </Button>
      ))}
      {onDelete && (
        <Button {...LOOK} color="red" aria-label={`${deleteVerb} ${name}`} onClick={onDelete}>
          {deleteVerb}
        </Button>
      )}
    </Group>
  );
}
