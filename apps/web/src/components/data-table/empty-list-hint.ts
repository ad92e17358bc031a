type EmptyListHintOptions = {
  /** One of the list's records: 'role'. */
  item: string;
  /** The search on screen, if any. */
  term: string | undefined;
  /** The list offers Add New. */
  addNew: boolean;
  /** What to do where Add New is not the way to a first record. */
  otherwise: string | undefined;
};

/** The line under an empty list's 'No items' that says what to do about it (record 0026). */
export function emptyListHint({ item, term, addNew, otherwise }: EmptyListHintOptions) {
  if (term !== undefined) return `No ${item} matches "${term}". Clear the search to see all.`;
  return otherwise ?? (addNew ? `Add the first ${item} with Add New.` : undefined);
}
