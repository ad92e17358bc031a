import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Application } from '@portal/shared/application-detail';
import { formatPhone } from '@portal/shared/fields';
import { formatMoney } from '@portal/shared/money';
import { Link } from 'react-router';
import { SummaryTable, type SummaryRow as Row } from '@web/components/summary-table';
import { DRAFT_STEPS } from '../draft-steps';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
const orNothing = (value: string | number | null) =>
  value === null || value === '' ? (
    <Text span inherit c="dimmed">
      Not given
    </Text>
  ) : (
    value
  );

function organisationRows(application: Application): Row[] {
  const phone = formatPhone(application.contact_country_code, application.contact_phone);
  return [
    ['Organisation name', orNothing(application.organisation_name)],
    ['Registration number', orNothing(application.registration_number)],
    ['Country', orNothing(application.country && countryName.of(application.country)!)],
    ['Contact person', orNothing(application.contact_person)],
    ['Contact email', orNothing(application.contact_email)],
    ['Contact phone', orNothing(phone)],
  ];
}

function projectRows(application: Application): Row[] {
  const { planned_investment: amount, investment_currency: currency } = application;
  const months = (value: number | null) => (value === null ? null : `${value} months`);
  return [
    ['Project title', orNothing(application.project_title)],
    [
      'Description',
      application.project_description ? (
        <Text inherit style={{ whiteSpace: 'pre-line' }}>
          {application.project_description}
        </Text>
      ) : (
        orNothing(null)
      ),
    ],
    ['Investment area', orNothing(application.investment_area)],
    ['Intended land use', orNothing(application.land_use)],
    ['Acres wanted', orNothing(application.acres)],
    ...(application.preferred_parcel_number
      ? ([['Preferred parcel', application.preferred_parcel_number]] as Row[])
      : []),
    [
      'Planned investment',
      orNothing(amount !== null && currency ? formatMoney({ amount, currency }) : null),
    ],
    ['Jobs expected', orNothing(application.jobs_expected)],
    ['Months to start', orNothing(months(application.months_to_start))],
    ['Months to complete', orNothing(months(application.months_to_complete))],
  ];
}

type ApplicationSummaryProps = {
  application: Application;
  /** Where each section's Change link leads (the form's step); no links without it. */
  changeTo?: (step: number) => string;
};

/** A summary list per section (the check answers pattern), with its Change link when editable. */
export function ApplicationSummary({ application, changeTo }: ApplicationSummaryProps) {
  const sections: [step: number, rows: Row[]][] = [
    [0, organisationRows(application)],
    [1, projectRows(application)],
  ];
  return (
    <Stack gap="lg">
      {sections.map(([step, rows]) => {
        const title = DRAFT_STEPS[step]!.title;
        return (
          <Stack key={title} gap="xs">
            <Group justify="space-between">
              <Title order={3}>{title}</Title>
              {changeTo && (
                <Anchor component={Link} to={changeTo(step)}>
                  Change <VisuallyHidden component="span">{title.toLowerCase()}</VisuallyHidden>
                </Anchor>
              )}
            </Group>
            <SummaryTable rows={rows} />
          </Stack>
        );
      })}
    </Stack>
  );
}
