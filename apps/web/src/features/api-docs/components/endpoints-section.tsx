import { Code, Text, Title } from '@mantine/core';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { asJson, fetchExample, sampleAllocationsAnswer, sampleParcelsAnswer } from '../examples';
import { allocationFieldRows, paramRows, parcelFieldRows } from '../field-docs';
import { CodeExample } from './code-example';
import { DocTable } from './doc-table';
import { ErrorRef } from './error-ref';

const fieldColumns = ['Field', 'Type', 'Meaning'];

export function EndpointsSection() {
  return (
    <>
      <Text>
        Both endpoints answer a GET request with <Code>status</Code> <Code>"ok"</Code>,{' '}
        <Code>totalResults</Code>, the number of all the items that match, and <Code>parcels</Code>,
        the items of the page asked for.
      </Text>

      <Title order={3}>Query parameters</Title>
      <DocTable
        caption="Query parameters of both endpoints"
        columns={['Parameter', 'Default', 'Meaning']}
        rows={paramRows}
      />
      <Text>
        A page past the end answers an empty list with the same <Code>totalResults</Code>. A
        malformed, repeated or unknown parameter answers <ErrorRef code="parameterInvalid" />, so
        that a typing mistake is not silently ignored.
      </Text>

      <Title order={3}>
        <Code fz="inherit">GET {PARCEL_API.parcels}</Code>
      </Title>
      <Text>The parcels of the master plan, sorted by parcel number, descending.</Text>
      <DocTable caption="Fields of a parcel" columns={fieldColumns} rows={parcelFieldRows} />
      <CodeExample
        caption="JavaScript fetch, Node 18 or later"
        code={fetchExample(window.location.origin)}
      />
      <CodeExample
        caption={`Sample answer of GET ${PARCEL_API.parcels}`}
        code={asJson(sampleParcelsAnswer)}
      />

      <Title order={3}>
        <Code fz="inherit">GET {PARCEL_API.allocations}</Code>
      </Title>
      <Text>
        The allocated parcels, sorted by allocation date, newest first. An allocation has the fields
        of its parcel but the status, and says to whom, from when and for how long the parcel is
        allocated.
      </Text>
      <DocTable
        caption="Fields of an allocation"
        columns={fieldColumns}
        rows={allocationFieldRows}
      />
      <CodeExample
        caption={`Sample answer of GET ${PARCEL_API.allocations}`}
        code={asJson(sampleAllocationsAnswer)}
      />
    </>
  );
}
