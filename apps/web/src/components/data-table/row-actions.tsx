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

/** The Action cell: View, Show, Edit and Delete, each present when given. */
export function RowActions({ name, showPath, editPath, onView, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {onView && (
        <Button size="xs" variant="light" aria-label={`View ${name}`} onClick={onView}>
          View
        </Button>
      )}
      {showPath && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={showPath}
          aria-label={`Show ${name}`}
        >
          Show
        </Button>
      )}
      {editPath && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={editPath}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
      )}
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
