import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { AuditRecordType } from '@portal/shared/audit';
import { Link } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';
import { HistoryLink } from '../history-link';
import { RecordModal, type RecordField } from '../record-modal';
import { useConfirmDelete } from '../use-confirm-delete';
import type { Column } from './column';
import { emptyListHint } from './empty-list-hint';
import { PagedTable } from './paged-table';
import { RowActions, type RowCommand, type RowLink } from './row-actions';
import { SearchBox } from './search-box';
import { usePagedList, type ListRow, type PagedListSource } from './use-paged-list';

/** What each row offers in the Action column. */
export type RowActionsConfig<Row> = {
  /** The row's name, for the buttons' accessible names and the View modal's title. */
  name: (row: Row) => string;
  /** Path of the row's edit form; no Edit where records are not edited (the mail outbox). */
  editPath?: (row: Row) => string;
  /** The DELETE call, made once the user confirmed; no Delete without it. */
  remove?: (row: Row) => Promise<{ message: string }>;
  /** Label/value pairs of the View modal; no View button without them. */
  details?: (row: Row) => RecordField[];
  /** Path of the row's own page, for lists that show one (Show). */
  showPath?: (row: Row) => string;
  /** Further links of the row, after Edit ('Allocate'); none where a row offers none. */
  links?: (row: Row) => RowLink[];
  /** Buttons that act on the row at once ('Retry'); none where a row offers none. */
  commands?: (row: Row) => RowCommand[];
  /** The delete button's word where deleting is something else to the reader ('Release'). */
  deleteVerb?: string;
};

// Never called: a list without `remove` shows no Delete button to confirm.
const cannotRemove = () => Promise.reject(new Error('This list deletes nothing'));

type ListPageProps<Row extends ListRow> = {
  /** The page's h1 and the table's accessible name: 'Roles'. */
  title: string;
  source: PagedListSource<Row>;
  /** One of the list's records, for what an empty list says: 'role', 'API key'. */
  item: string;
  /** Where 'Add New' leads; no 'Add New' for a list of records the portal makes itself. */
  addPath?: string;
  /** What to do about an empty list where that is not 'Add New' ('Mails appear here...'). */
  emptyHint?: string;
  /** The columns between '#' and 'Action'. */
  columns: Column<Row>[];
  actions: RowActionsConfig<Row>;
  /** What the audit trail calls the list's records: the View modal links to a record's History. */
  auditType?: AuditRecordType;
};

// What one button of the Action column takes, gap and all, and the cell's own padding: enough
// for 'Delete' in the row buttons (row-actions.tsx); a wider one is caught after layout.
const ACTION_WIDTH = 58;
const ACTION_CELL_PADDING = 16;

/**
 * A back-office list screen (docs/product.md, "Screens and addresses"): title, search box,
 * 'Add New', the table with its Action column, pagination links, the View modal and the delete
 * confirmation.
 */
export function ListPage<Row extends ListRow>({
  title,
  source,
  item,
  addPath,
  emptyHint,
  columns,
  actions,
  auditType,
}: ListPageProps<Row>) {
  const list = usePagedList(source);
  const { details, showPath, links, commands, remove, deleteVerb } = actions;
  const deletion = useConfirmDelete(remove ?? cannotRemove, (row: Row) => list.removeRow(row.id));
  const [viewed, setViewed] = useState<Row | null>(null);
  const [viewing, { open, close }] = useDisclosure(false);
  const view = (row: Row) => {
    setViewed(row);
    open();
  };

  const rowActions = (row: Row) => (
    <RowActions
      name={actions.name(row)}
      onView={details && (() => view(row))}
      showPath={showPath?.(row)}
      editPath={actions.editPath?.(row)}
      links={links?.(row)}
      commands={commands?.(row)}
      onDelete={remove && (() => deletion.ask(row))}
      deleteVerb={deleteVerb}
    />
  );
  const buttons = [details, showPath, actions.editPath, links, commands, remove].filter(Boolean);
  const actionsWidth = buttons.length * ACTION_WIDTH + ACTION_CELL_PADDING;

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <SearchBox
              label={`Search ${title.toLowerCase()}`}
              onSearch={list.search}
              term={list.searchTerm}
              onClear={list.clearSearch}
            />
            {addPath && (
              <Button component={Link} to={addPath}>
                Add New
              </Button>
            )}
          </Group>
          <PagedTable
            title={title}
            list={list}
            columns={columns}
            actions={rowActions}
            actionsWidth={actionsWidth}
            empty={emptyListHint({
              item,
              term: list.searchTerm,
              addNew: addPath !== undefined,
              otherwise: emptyHint,
            })}
          />
        </Stack>
      </Paper>
      {details && (
        <RecordModal
          opened={viewing}
          onClose={close}
          title={viewed ? actions.name(viewed) : ''}
          fields={viewed ? details(viewed) : []}
          history={
            viewed && auditType && <HistoryLink recordType={auditType} recordId={viewed.id} />
          }
        />
      )}
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
