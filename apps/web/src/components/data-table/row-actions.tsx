import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type RowActionsProps = {
  /** Names the row in each button's accessible name ("Edit Auditor"): every row shows the same words. */
  name: string;
  showPath?: string | undefined;
  editPath?: string | undefined;
  onView?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
};

/** Show and Edit: links that look like the cell's buttons, named for their row. */
function LinkAction({ verb, name, to }: { verb: string; name: string; to: string }) {
  return (
    <Button size="xs" variant="light" component={Link} to={to} aria-label={`${verb} ${name}`}>
      {verb}
    </Button>
  );
}

/** The Action cell: View, Show, Edit and Delete, each present when given. */
export function RowActions({ name, showPath, editPath, onView, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {onView && (
        <Button size="xs" variant="light" aria-label={`View ${name}`} onClick={onView}>
          View
        </Button>
      )}
      {showPath && <LinkAction verb="Show" name={name} to={showPath} />}
      {editPath && <LinkAction verb="Edit" name={name} to={editPath} />}
      {onDelete && (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
