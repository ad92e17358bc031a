import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FormPage } from './form-page';
import { RecordLoader } from './record-loader';

type RecordEditorProps<T> = {
  /** The hook that loads the record by the route's id (`useRole`). */
  useRecord: (id: number) => { data: T | undefined; isError: boolean };
  /** Names the record while it loads and if it could not be loaded. */
  noun: string;
  /** The way back to the list when the record could not be loaded. */
  back: { to: string; label: string };
  /** The form, given the loaded record. */
  children: (record: T) => ReactNode;
};

type RecordEditPageProps<T> = RecordEditorProps<T> & { title: string; width: number };

function RecordEditor<T>({
  id,
  useRecord,
  noun,
  back,
  children,
}: RecordEditorProps<T> & { id: number }) {
  return (
    <RecordLoader query={useRecord(id)} noun={noun} back={back}>
      {children}
    </RecordLoader>
  );
}

/** A screen that changes the record named by the route's id: the form once the record is loaded. */
export function RecordEditPage<T>({ title, width, ...editor }: RecordEditPageProps<T>) {
  // An id that is not a number is refused by the server (422) like any unknown one.
  const id = Number(useParams().id);
  return (
    <FormPage title={title} width={width}>
      {/* Keyed by the id: another record gets a fresh form, not the last one's values. */}
      <RecordEditor key={id} id={id} {...editor} />
    </FormPage>
  );
}
