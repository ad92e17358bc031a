import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  auditCalls,
  AUDIT_RESULT_LABELS,
  FindingCloseSchema,
  FindingReopenSchema,
  FindingResponseSchema,
  SEVERITY_LABELS,
  type Audit,
  type Finding,
} from '@portal/shared/vendor-audits';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions, type RowCommand } from '@web/components/data-table/row-actions';
import { formatDay } from '@web/lib/format';
import { usePartnershipChanged } from '../api/partnerships';
import { answerFinding, closeFinding, reopenFinding } from '../api/steps';
import { FindingStatusBadge } from '../components/badges';
import { EvidencePanel } from '../components/evidence-panel';
import { AuditForm } from '../forms/audit-form';
import { TextStepForm } from '../forms/text-step-form';

const auditColumns: Column<Audit>[] = [
  { header: 'Audited on', minWidth: 90, cell: (audit) => formatDay(audit.audited_on) },
  { header: 'Auditor', minWidth: 110, cell: (audit) => audit.auditor },
  { header: 'Result', minWidth: 110, cell: (audit) => AUDIT_RESULT_LABELS[audit.result] },
  {
    header: 'Scope',
    priority: 2,
    minWidth: 140,
    cell: (audit) => audit.scope.map((solution) => solution.name).join(', '),
  },
  { header: 'Recorded by', priority: 3, minWidth: 100, cell: (audit) => audit.recorded_by ?? '—' },
];

/**
 * What was said of a finding: the vendor's answer with how much evidence backs it, and staff's
 * note when they closed or reopened it.
 */
function Exchange({ finding }: { finding: Finding }) {
  if (!finding.response && !finding.note && finding.evidence.length === 0) return '—';
  const documents = finding.evidence.length;
  return (
    <Stack gap={4}>
      {documents > 0 && (
        <Text size="sm">
          {documents} evidence {documents === 1 ? 'document' : 'documents'}
        </Text>
      )}
      {finding.response && (
        <Text size="sm">
          <strong>Answer:</strong> {finding.response}
        </Text>
      )}
      {finding.note && (
        <Text size="sm">
          <strong>Staff:</strong> {finding.note}
        </Text>
      )}
    </Stack>
  );
}

const findingColumns: Column<Finding>[] = [
  { header: 'Finding', minWidth: 160, cell: (finding) => finding.title },
  { header: 'Severity', minWidth: 80, cell: (finding) => SEVERITY_LABELS[finding.severity] },
  { header: 'Deadline', minWidth: 90, cell: (finding) => formatDay(finding.deadline_on) },
  {
    header: 'Status',
    minWidth: 120,
    cell: (finding) => <FindingStatusBadge status={finding.status} overdue={finding.overdue} />,
  },
  {
    header: 'Answer and notes',
    priority: 2,
    minWidth: 200,
    cell: (finding) => <Exchange finding={finding} />,
  },
];

type FindingStep = { finding: Finding; step: 'answer' | 'close' | 'reopen' | 'evidence' };

/** The dialog of a step on a finding: the words it takes, and the call it makes. */
function FindingStepForm({
  acting,
  onDone,
  onCancel,
}: {
  acting: FindingStep;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { finding, step } = acting;
  const common = { onDone, onCancel, children: <Text fw={600}>{finding.title}</Text> };
  if (step === 'answer')
    return (
      <TextStepForm
        {...common}
        schema={FindingResponseSchema}
        name="response"
        label="Your answer"
        description="What you did about the finding, and where the evidence is. Staff close it once satisfied."
        required
        submitLabel="Send the answer"
        send={(response) => answerFinding(finding.id, response)}
      />
    );
  if (step === 'close')
    return (
      <TextStepForm
        {...common}
        schema={FindingCloseSchema}
        name="note"
        label="Note (optional)"
        description="Why the finding is resolved, for the vendor and the audit trail."
        required={false}
        submitLabel="Close the finding"
        send={(note) => closeFinding(finding.id, note || null)}
      />
    );
  return (
    <TextStepForm
      {...common}
      schema={FindingReopenSchema}
      name="note"
      label="Why it is reopened"
      description="The vendor reads this, and answers the finding again."
      required
      submitLabel="Reopen the finding"
      send={(note) => reopenFinding(finding.id, note)}
    />
  );
}

/**
 * A finding's evidence, read from the partnership as it is now: the vendor adds and removes it
 * until the finding is closed, staff read it.
 */
function FindingEvidence({
  finding,
  partnership,
  onChanged,
}: {
  finding: Finding;
  partnership: Partnership;
  onChanged: () => void;
}) {
  const current = partnership.findings.find((one) => one.id === finding.id) ?? finding;
  const vendor = partnership.actions.includes('answer_findings');
  return (
    <Stack gap="sm">
      <Text fw={600}>{current.title}</Text>
      <EvidencePanel
        holderId={current.id}
        calls={auditCalls}
        evidence={current.evidence}
        mayChange={vendor && current.status !== 'closed'}
        viewable={!vendor}
        onChanged={onChanged}
      />
    </Stack>
  );
}

const titles = {
  answer: 'Answer the finding',
  close: 'Close the finding',
  reopen: 'Reopen the finding',
  evidence: 'Evidence of the answer',
};

/**
 * The yearly data-security audit (docs/product.md, "The vendor partnership"): when the next is
 * due, the audits recorded, and their findings, which the vendor answers and staff close or
 * reopen. A hold on the register says why the solutions are under review.
 */
export function AuditsSection({ partnership }: { partnership: Partnership }) {
  const changed = usePartnershipChanged(partnership.id);
  const [recording, setRecording] = useState(false);
  const [acting, setActing] = useState<FindingStep | null>(null);
  const { actions } = partnership;
  const commandsOf = (finding: Finding): RowCommand[] => {
    const commands: RowCommand[] = [];
    const act = (step: FindingStep['step']) => () => setActing({ finding, step });
    const vendorMayAdd = actions.includes('answer_findings') && finding.status !== 'closed';
    if (vendorMayAdd || finding.evidence.length > 0)
      commands.push({ verb: 'Evidence', run: act('evidence') });
    if (actions.includes('answer_findings') && finding.status !== 'closed')
      commands.push({ verb: finding.response ? 'Answer again' : 'Answer', run: act('answer') });
    if (actions.includes('close_findings'))
      commands.push(
        finding.status === 'closed'
          ? { verb: 'Reopen', run: act('reopen') }
          : { verb: 'Close', run: act('close') },
      );
    return commands;
  };
  const mayAct = actions.includes('answer_findings') || actions.includes('close_findings');
  return (
    <Stack gap="md">
      {partnership.audit_overdue ? (
        <Alert color="red" title="Audit overdue">
          The data-security audit was due on {formatDay(partnership.audit_due_on)}. Until one is
          recorded, the vendor&apos;s solutions are under review in the public register.
        </Alert>
      ) : (
        <Text>Next audit due by {formatDay(partnership.audit_due_on)}.</Text>
      )}
      {actions.includes('record_audit') && (
        <Group>
          <Button onClick={() => setRecording(true)}>Record an audit</Button>
        </Group>
      )}
      {partnership.audits.length > 0 && (
        <DataTable label="Audits" columns={auditColumns} rows={partnership.audits} from={1} />
      )}
      {partnership.findings.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Findings
          </Title>
          <DataTable
            label="Findings"
            columns={findingColumns}
            rows={partnership.findings}
            from={1}
            actions={
              mayAct
                ? (finding) => {
                    const commands = commandsOf(finding);
                    return commands.length > 0 ? (
                      <RowActions name={finding.title} commands={commands} />
                    ) : null;
                  }
                : undefined
            }
            actionsWidth={150}
          />
        </Stack>
      )}
      <ActionModal opened={recording} onClose={() => setRecording(false)} title="Record an audit">
        <AuditForm
          partnership={partnership}
          onDone={() => {
            changed();
            setRecording(false);
          }}
          onCancel={() => setRecording(false)}
        />
      </ActionModal>
      <ActionModal
        opened={acting !== null}
        onClose={() => setActing(null)}
        title={acting ? titles[acting.step] : ''}
      >
        {acting?.step === 'evidence' && (
          <FindingEvidence finding={acting.finding} partnership={partnership} onChanged={changed} />
        )}
        {acting && acting.step !== 'evidence' && (
          <FindingStepForm
            acting={acting}
            onDone={() => {
              changed();
              setActing(null);
            }}
            onCancel={() => setActing(null)}
          />
        )}
      </ActionModal>
    </Stack>
  );
}
