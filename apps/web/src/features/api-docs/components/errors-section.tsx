import { Code, Text } from '@mantine/core';
import { parcelApiErrors, RATE_LIMIT_HEADERS } from '@portal/shared/parcel-api';
import { asJson, sampleErrorAnswer } from '../examples';
import { CodeExample } from './code-example';
import { DocTable } from './doc-table';
import { ErrorRef } from './error-ref';

const errorRows = Object.entries(parcelApiErrors).map(
  ([code, { status, summary }]) => [code, status, summary] as const,
);

export function ErrorsSection() {
  return (
    <>
      <Text>
        A call that works answers 200 with <Code>status</Code> <Code>"ok"</Code>. One that fails
        answers an error status, with a <Code>code</Code> from the table below and a{' '}
        <Code>message</Code> that says what to change. Let your program decide on the code: a
        message may be reworded.
      </Text>
      <CodeExample caption="Sample error answer" code={asJson(sampleErrorAnswer)} />
      <DocTable
        caption="Error codes"
        columns={['Code', 'HTTP status', 'Meaning']}
        rows={errorRows}
      />
      <Text>
        After <ErrorRef code="rateLimited" />, wait the seconds of the{' '}
        <Code>{RATE_LIMIT_HEADERS.retryAfter}</Code> header before calling again. After{' '}
        <ErrorRef code="databaseUnavailable" />, try again in a few seconds; after{' '}
        <ErrorRef code="unexpectedError" />, try again later.
      </Text>
    </>
  );
}
