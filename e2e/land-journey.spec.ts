import type { Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';
import { STAGE_LABELS, type ApplicationStage } from '@portal/shared/land-journey';
import { LETTER_KIND_LABELS } from '@portal/shared/letters';
import { PARCEL_API } from '@portal/shared/parcel-api';
import {
  accountWithRole,
  browserOf,
  api,
  logIn,
  signInAs,
  verifiedAccount,
} from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { choose, listScreen, uniqueName } from './support/back-office';
import { committeeMember, tinyPdf } from './support/applications';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

type Inbox = Parameters<typeof verifiedAccount>[1];

/** A role granting `permissions`, made by the administrator, and one user of it. */
async function staffMember(
  page: Page,
  admin: CurrentUser,
  role: string,
  permissions: string[],
  label: string,
) {
  const made = await api(page.request, 'POST', '/roles', {
    body: { name: uniqueName(role), permissions },
    token: admin.token,
  });
  return accountWithRole(page.request, admin.token, (made.data as { id: number }).id, label);
}

/** The stage the application's page shows at its top. */
const stageOn = (page: Page) =>
  page.getByText('Stage', { exact: true }).locator('xpath=following-sibling::*[1]');

async function expectStage(page: Page, stage: ApplicationStage) {
  await expect(stageOn(page)).toHaveText(STAGE_LABELS[stage]);
}

/** A mail to `email` whose subject says `subject`, sent in the background. */
async function expectMail(inbox: Inbox, email: string, subject: string) {
  await expect
    .poll(() => inbox.mailsTo(email).map((mail) => mail.subject), { timeout: scaled(10_000) })
    .toContainEqual(expect.stringContaining(subject));
}

/** Opens the application `reference` from the list `title` at `path`. */
async function openFromList(page: Page, path: string, title: string, reference: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await listScreen(page, title).rowOf(reference).getByRole('link', { name: reference }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Application ${reference}` }),
  ).toBeVisible();
}

/** Records a payment of `amount` shillings on the open invoice for `reference`, from Invoices. */
async function recordPayment(page: Page, reference: string, amount: string, paymentRef: string) {
  await page.goto('/account/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const row = listScreen(page, 'Invoices').rowOf(reference).filter({ hasText: 'Open' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Record payment / }).click();
  const modal = page.getByRole('dialog', { name: /^Record payment: / });
  await expect(modal).toContainText(reference);
  await modal.getByLabel('Amount (KES)').fill(amount);
  await choose(page, 'Method', 'Bank transfer');
  await modal.getByLabel('Reference').fill(paymentRef);
  await modal.getByLabel('Paid on').fill(new Date().toISOString().slice(0, 10));
  return { modal, row };
}

/** A step's form on the application's page, under its title in "What you can do". */
const stepForm = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'What you can do' })
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    .last();

// A step that cannot be taken fails within seconds rather than at the journey's time limit.
test.use({ actionTimeout: 15_000 });

test('an investor applies with two documents and the authority takes the application to site handover', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  // Five browsers through thirteen steps: about 1.5 minutes alone, over 3 on a busy 2-core machine.
  test.setTimeout(scaled(420_000));
  const admin = await logIn(page.request, ADMIN);
  const staffErrors: string[] = [];

  // The counter's side: each a role granting what their work needs (record 0029).
  const finance = await staffMember(page, admin, 'Finance Officer', ['payments.record'], 'fin');
  const landOfficer = await staffMember(
    page,
    admin,
    'Land Officer',
    ['applications.view_all', 'applications.assign', 'applications.process'],
    'land',
  );
  const committee = (
    await api(page.request, 'POST', '/committees', {
      body: { name: uniqueName('Land Committee') },
      token: admin.token,
    })
  ).data as { id: number; name: string };
  const chair = await committeeMember(page.request, admin.token, committee.id, 'Chairperson');
  const member = await committeeMember(page.request, admin.token, committee.id, 'Member');
  const parcel = (
    await api(page.request, 'POST', '/parcels', {
      body: {
        number: `E2E-LJ-${Date.now().toString(36)}`.toUpperCase(),
        acre: '5.00',
        min_floors: 1,
        max_floors: 6,
        land_use: 'Commercial',
        zone: 'Central Business District',
        status: 'Available',
      },
      token: admin.token,
    })
  ).data as { id: number; number: string };

  // The investor registers and, from the dashboard's one next step, starts an application.
  const investor = await verifiedAccount(page.request, portal.inbox, 'investor');
  const { id, token } = await signInAs(page, investor);
  // The dashboard asks for a complete profile first (docs/product.md, "The dashboard").
  await api(page.request, 'PUT', `/profile/${id}`, {
    body: { id, country_code: '+254', phone: '712345678', designation: 'Director' },
    token,
  });
  await page.goto('/account/dashboard');
  await page
    .getByRole('region', { name: 'Your next step' })
    .getByRole('link', { name: 'Start an application' })
    .click();
  await expect(page).toHaveURL('/account/create-application');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page).toHaveURL(/\/account\/edit-application\/\d+$/);
  const applicationId = Number(/(\d+)$/.exec(page.url())![1]);

  // 1. Organisation.
  await expect(page.getByRole('heading', { level: 2, name: '1. Organisation' })).toBeVisible();
  await page.getByLabel('Organisation name').fill('Savannah Data Ltd');
  await page.getByLabel('Registration number').fill('PVT-2026-0042');
  await page.getByRole('combobox', { name: 'Country of registration' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya', exact: true }).click();
  // The contact is the investor, as they registered: nobody types their phone twice.
  await expect(page.getByLabel('Contact person')).toHaveValue(investor.name);
  await expect(page.getByLabel('Contact email')).toHaveValue(investor.email);
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+254/);
  await expect(page.getByLabel('Phone')).toHaveValue('712345678');
  await page.getByLabel('Contact person').fill('Neema Achieng');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Project.
  await expect(page.getByRole('heading', { level: 2, name: '2. Project' })).toBeVisible();
  await page.getByLabel('Project title').fill('Savannah data centre');
  await page.getByLabel('Project description').fill('A tier III data centre for the region.');
  await choose(page, 'Investment area', 'ICT/ITES');
  await choose(page, 'Intended land use', 'Commercial');
  await page.getByLabel('Acres wanted').fill('5');
  await page.getByRole('combobox', { name: 'Preferred parcel' }).fill(parcel.number);
  await page.getByRole('option', { name: new RegExp(`^${parcel.number} · `) }).click();
  await page.getByLabel('Jobs expected').fill('120');
  await page.getByLabel('Planned investment').fill('250000000');
  await page.getByLabel('Months to start building').fill('6');
  await page.getByLabel('Months to complete').fill('24');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 3. Documents: two PDFs through the file input.
  await expect(page.getByRole('heading', { level: 2, name: '3. Documents' })).toBeVisible();
  const documents = [
    { kind: 'Business plan', name: 'business-plan.pdf' },
    { kind: 'Certificate of incorporation', name: 'certificate.pdf' },
  ];
  for (const document of documents) {
    await choose(page, 'Kind of document', document.kind);
    // Mantine's file input is a button that opens the browser's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'File' }).click();
    await (
      await chooser
    ).setFiles({
      name: document.name,
      mimeType: 'application/pdf',
      buffer: tinyPdf(document.kind),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(document.name).first()).toBeVisible();
  }
  await expect(page.getByText('Still needed before you submit')).toBeHidden();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Check answers, then submit.
  await expect(page.getByRole('heading', { level: 2, name: '4. Check and submit' })).toBeVisible();
  await expect(page.getByText('Savannah data centre')).toBeVisible();
  await expectNoAxeViolation(page);
  await expect(page.getByText('Planned investment')).toBeVisible();
  await expect(page.getByText('250,000,000 KES')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application submitted' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pay the registration fee' }),
  ).toBeVisible();
  await expect(page.getByText(/Invoice .*: 15,000 KES/)).toBeVisible();
  const { reference } = (
    await api(page.request, 'GET', `/applications/${applicationId}`, { token })
  ).data as { reference: string };
  await expectMail(portal.inbox, investor.email, 'Invoice');
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Go to your application' }).click();

  // My applications, then the application's page with the fee invoice.
  await page.goto('/account/my-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expectNoAxeViolation(page);
  await page.goto(`/account/show-application/${applicationId}`);
  await expectStage(page, 'submitted');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText('15,000');
  await expectNoAxeViolation(page);

  // Finance records the fee: evaluation starts.
  const financePage = await browserOf(browser, baseURL, finance, staffErrors);
  const fee = await recordPayment(financePage, reference, '15000', 'BANK-FEE-1');
  await expectNoAxeViolation(financePage);
  await fee.modal.getByRole('button', { name: 'Record payment' }).click();
  await expect(fee.modal).toBeHidden();
  await expect(listScreen(financePage, 'Invoices').rowOf(reference).first()).toContainText('Paid');
  await expectNoAxeViolation(financePage);
  await expectMail(portal.inbox, investor.email, STAGE_LABELS.under_evaluation);

  // The land officer assigns the committee from the queue.
  const landPage = await browserOf(browser, baseURL, landOfficer, staffErrors);
  await openFromList(landPage, '/account/applications', 'Applications', reference);
  await expectStage(landPage, 'under_evaluation');
  await expectNoAxeViolation(landPage);
  await landPage.goto('/account/applications');
  await expectNoAxeViolation(landPage);
  await openFromList(landPage, '/account/applications', 'Applications', reference);
  const assign = stepForm(landPage, 'Assign to a committee');
  await assign.getByRole('combobox', { name: 'Committee' }).fill(committee.name);
  await landPage.getByRole('option', { name: `${committee.name} (2 members)` }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(landPage.getByText(`evaluated by ${committee.name}`)).toBeVisible();
  await expectMail(portal.inbox, chair.email, `for evaluation by ${committee.name}`);
  await expectMail(portal.inbox, member.email, `for evaluation by ${committee.name}`);

  // Both members score from To evaluate.
  const chairPage = await browserOf(browser, baseURL, chair, staffErrors);
  const memberPage = await browserOf(browser, baseURL, member, staffErrors);
  for (const [scorer, points] of [
    [memberPage, [20, 20, 15, 12, 10]],
    [chairPage, [22, 21, 16, 13, 12]],
  ] as const) {
    await openFromList(scorer, '/account/to-evaluate', 'To evaluate', reference);
    const card = stepForm(scorer, 'Your scorecard');
    const labels = [
      'Fit with the master plan',
      'Financial capacity',
      'Experience and track record',
      'Jobs and economic impact',
      'Development timeline',
    ];
    for (const [index, label] of labels.entries()) {
      await card.getByLabel(label).fill(String(points[index]));
    }
    const total = points.reduce((sum, value) => sum + value, 0);
    await expect(card.getByText(`Total: ${total} out of 100`)).toBeVisible();
    await expectNoAxeViolation(scorer);
    await card.getByRole('button', { name: 'Save scorecard' }).click();
    await expect(card.getByRole('button', { name: 'Update scorecard' })).toBeVisible();
    await scorer.goto('/account/to-evaluate');
    await expect(listScreen(scorer, 'To evaluate').rowOf(reference)).toContainText('Scored');
    await expectNoAxeViolation(scorer);
  }

  // The chairperson approves: the Letter of Notification is issued.
  await openFromList(chairPage, '/account/to-evaluate', 'To evaluate', reference);
  await stepForm(chairPage, 'Approve').getByRole('button', { name: 'Approve' }).click();
  await chairPage
    .getByRole('dialog', { name: 'Approve this application?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectStage(chairPage, 'approved');
  await expectMail(portal.inbox, investor.email, LETTER_KIND_LABELS.notification);

  // The investor reads the letter, checks its code in public, and signs the letter of intent.
  await page.goto(`/account/show-application/${applicationId}`);
  await expectStage(page, 'approved');
  const letters = page.getByRole('region', { name: 'Letters' });
  await expect(letters.getByText(LETTER_KIND_LABELS.notification)).toBeVisible();
  const code = (await letters.getByRole('link').first().textContent())!;
  // Typed as people type from paper: small letters, no dashes.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a letter' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expectNoAxeViolation(page);
  await page.getByLabel('Verification code').fill(code.toLowerCase().replaceAll('-', ''));
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page).toHaveURL(`/verify/${code}`);
  await expect(page.getByText(LETTER_KIND_LABELS.notification)).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Savannah Data Ltd')).toBeVisible();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  await expectNoAxeViolation(page);

  await page.goto(`/account/show-application/${applicationId}`);
  const intent = stepForm(page, 'Accept the letter of intent');
  await intent.getByLabel("Signatory's name").fill('Neema Achieng');
  await intent.getByLabel("Signatory's title").fill('Managing Director');
  await intent.getByRole('button', { name: 'Accept the letter of intent' }).click();
  await expectStage(page, 'intent_accepted');
  await expect(letters.getByText(LETTER_KIND_LABELS.intent)).toBeVisible();

  // The land officer issues the offer: the parcel is reserved, a premium invoiced.
  await openFromList(landPage, '/account/applications', 'Applications', reference);
  const offer = stepForm(landPage, 'Letter of Offer');
  // The applicant's preferred parcel comes chosen.
  await expect(offer.getByRole('combobox', { name: 'Parcel' })).toHaveValue(
    new RegExp(`^${parcel.number} · `),
  );
  await offer.getByLabel('Stand premium (KES)').fill('2500000');
  await offer.getByLabel('Annual ground rent (KES)').fill('120000');
  await offer.getByRole('radio', { name: '60 years' }).check();
  await offer.getByRole('button', { name: 'Issue offer' }).click();
  await landPage
    .getByRole('dialog', { name: 'Issue the Letter of Offer?' })
    .getByRole('button', { name: 'Issue offer' })
    .click();
  await expectStage(landPage, 'offer_issued');
  await expectMail(portal.inbox, investor.email, LETTER_KIND_LABELS.offer);

  // Finance records the premium.
  const premium = await recordPayment(financePage, reference, '2500000', 'BANK-PREMIUM-1');
  await premium.modal.getByRole('button', { name: 'Record payment' }).click();
  await expect(premium.modal).toBeHidden();
  await expectMail(portal.inbox, investor.email, STAGE_LABELS.premium_paid);

  // The land officer registers the lease and hands the site over.
  const today = new Date().toISOString().slice(0, 10);
  await landPage.reload();
  await expectStage(landPage, 'premium_paid');
  const lease = stepForm(landPage, 'Register the lease');
  await lease.getByLabel('Lease number').fill('LR-2026-0042');
  await lease.getByLabel('Start date').fill(today);
  await lease.getByRole('button', { name: 'Register lease' }).click();
  await landPage
    .getByRole('dialog', { name: 'Register the lease?' })
    .getByRole('button', { name: 'Register lease' })
    .click();
  await expectStage(landPage, 'lease_registered');
  const handover = stepForm(landPage, 'Hand over the site');
  await handover.getByLabel('Handover date').fill(today);
  await handover.getByLabel('Note (optional)').fill('Received by Neema Achieng.');
  await handover.getByRole('button', { name: 'Record handover' }).click();
  await landPage
    .getByRole('dialog', { name: 'Record the handover?' })
    .getByRole('button', { name: 'Record handover' })
    .click();
  await expectStage(landPage, 'handed_over');
  await expectNoAxeViolation(landPage);

  // The investor sees every stage on the timeline, and the three letters.
  await page.reload();
  await expectStage(page, 'handed_over');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  for (const stage of [
    'submitted',
    'under_evaluation',
    'approved',
    'intent_accepted',
    'offer_issued',
    'premium_paid',
    'lease_registered',
    'handed_over',
  ] as const) {
    await expect(timeline.getByText(STAGE_LABELS[stage], { exact: true })).toBeVisible();
  }
  await expect(letters.getByText(LETTER_KIND_LABELS.offer)).toBeVisible();
  // ...and what they got: the parcel, the lease and its ground rent.
  const site = page.getByRole('region', { name: 'Your site' });
  for (const fact of [parcel.number, 'LR-2026-0042', '60 years', '120,000 KES']) {
    await expect(site.getByText(fact, { exact: false }).first()).toBeVisible();
  }
  await expectNoAxeViolation(page);
  await expect
    .poll(
      () =>
        portal.inbox
          .mailsTo(investor.email)
          .find((mail) => mail.subject.includes(STAGE_LABELS.handed_over))?.text ?? '',
      { timeout: 10_000 },
    )
    .toContain(`Parcel ${parcel.number}`);
  await page.goto('/account/dashboard');
  const siteCard = page.getByRole('region', { name: `Your site, ${reference}` });
  await expect(siteCard.getByText('LR-2026-0042')).toBeVisible();
  await expect(siteCard.getByText(parcel.number)).toBeVisible();
  await expectNoAxeViolation(page);

  // The handover opened the site's water and electricity in the investor's name: Utilities
  // shows both once they sign in again (the menu is read at sign-in).
  await signInAs(page, investor);
  await page.goto('/account/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Utilities' }).first().click();
  for (const number of [`W-${parcel.number}`, `E-${parcel.number}`]) {
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: number })).toBeVisible();
  }
  await expectNoAxeViolation(page);

  // The public parcel API lists the allocation with its term.
  const key = await api(page.request, 'POST', '/apis', {
    body: { name: uniqueName('Journey'), expiry_date: `${new Date().getFullYear() + 1}-12-31` },
    token: admin.token,
  });
  const allocations = await page.request.get(PARCEL_API.allocations, {
    params: { apiKey: (key.data as { key: string }).key },
  });
  expect(allocations.ok()).toBe(true);
  const listed = ((await allocations.json()) as { parcels: Record<string, unknown>[] }).parcels;
  expect(listed).toContainEqual(
    expect.objectContaining({
      number: parcel.number,
      allocated_to: 'Savannah Data Ltd',
      lease_term_years: 60,
    }),
  );

  // The public service times page counts the stages this application passed.
  await page.goto('/landing/service-times');
  await expect(page.getByRole('heading', { level: 1, name: 'Service times' })).toBeVisible();
  const times = page.getByRole('table', { name: 'Days applications spent in each stage' });
  for (const stage of ['under_evaluation', 'offer_issued'] as const) {
    const passed = times
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: STAGE_LABELS[stage], exact: true }) })
      .getByRole('cell')
      .first();
    await expect(passed).not.toHaveText('0');
  }
  await expectNoAxeViolation(page);

  expect(staffErrors, "the staff's browser console errors").toEqual([]);
  for (const staffPage of [financePage, landPage, chairPage, memberPage]) {
    await staffPage.context().close();
  }
});
