import { formatMoney } from '@portal/shared/money';
import { site } from '@portal/shared/site';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { investmentAreas } from './content/faqs';
import { reviewStatuses } from './content/vendor-terms';
import { landingPageMeta } from './page-meta';
import { AboutUsPage } from './pages/about-us-page';
import { FaqsPage } from './pages/faqs-page';
import { HomePage } from './pages/home-page';
import { ParcelAllocationPage } from './pages/parcel-allocation-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { ServicesPage } from './pages/services-page';
import { SoftwareVendorsPage } from './pages/software-vendors-page';
import { TermsOfServicePage } from './pages/terms-of-service-page';

const pages: [string, ComponentType][] = [
  ['home', HomePage],
  ['services', ServicesPage],
  ['software vendors', SoftwareVendorsPage],
  ['parcel allocation', ParcelAllocationPage],
  ['about us', AboutUsPage],
  ['FAQs', FaqsPage],
  ['terms of service', TermsOfServicePage],
  ['privacy policy', PrivacyPolicyPage],
];

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

/** All text of the page, whether or not a disclosure is open. */
const pageText = () => document.body.textContent ?? '';

describe.each(pages)('the %s page', (_name, Page) => {
  it('has exactly one h1 and never skips a heading level', () => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level).toBeLessThanOrEqual(levels[index]! + 1);
    });
  });

  it('leaves landmarks to the layout', () => {
    const { container } = renderPage(Page);
    expect(container.querySelector('main, header, footer')).toBeNull();
  });
});

describe('home page', () => {
  it('shows the journey as it runs, from expression of interest to handover, with the registration fee from the site config', () => {
    renderPage(HomePage);
    const steps = screen.getByRole('heading', { name: 'How to invest: six steps' })
      .nextElementSibling as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual([
      'Expression of interest.',
      'Evaluation.',
      'Letter of intent.',
      'Letter of offer.',
      'Lease.',
      'Site handover.',
    ]);
    // What the investor does at each step is what the portal asks of them.
    expect(steps).toHaveTextContent('You sign the letter of intent in the portal');
    expect(steps).toHaveTextContent('Ground rent is invoiced on the lease’s start date');
    expect(steps).toHaveTextContent('15,000');
    expect(steps).toHaveTextContent(formatMoney(site.registrationFee));
    expect(steps).toHaveTextContent(site.registrationFee.currency);
  });

  it('links the calls to action and the call for expressions of interest', () => {
    renderPage(HomePage);
    expect(screen.getByRole('link', { name: 'Register an account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Learn about services' })).toHaveAttribute(
      'href',
      '/landing/services',
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/account/services',
    );
  });

  it('offers the three services', () => {
    renderPage(HomePage);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['Parcel allocation', 'Data center services', 'Utilities']);
    expect(screen.getByRole('link', { name: 'How parcel allocation works' })).toHaveAttribute(
      'href',
      '/landing/parcel-allocation-services',
    );
    expect(screen.getByRole('link', { name: 'The software vendors programme' })).toHaveAttribute(
      'href',
      '/landing/software-vendors',
    );
  });
});

describe('software vendors page', () => {
  it('shows the breadcrumb trail with the current page last', () => {
    renderPage(SoftwareVendorsPage);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const items = trail.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Services',
      'Data Center Services',
      'Software Vendors',
    ]);
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/landing/home');
    expect(trail.queryByRole('link', { name: 'Software Vendors' })).toBeNull();
    expect(items.at(-1)!.querySelector('[aria-current="page"]')).toHaveTextContent(
      'Software Vendors',
    );
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('has the evaluation criteria table with a total of 100 computed from its rows', () => {
    renderPage(SoftwareVendorsPage);
    const table = screen.getByRole('table', { name: /evaluation criteria/i });
    const [body, foot] = [table.querySelector('tbody')!, table.querySelector('tfoot')!];
    const rows = within(body).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      VENDOR_CRITERIA.map(({ label }) => label),
    );
    const sum = rows.reduce(
      (total, row) => total + Number(within(row).getByRole('cell').textContent),
      0,
    );
    const totalCell = within(within(foot).getByRole('row', { name: /Total/ })).getByRole('cell');
    expect(totalCell).toHaveTextContent('100');
    expect(Number(totalCell.textContent)).toBe(sum);
  });

  it('links Apply to the account services page', () => {
    renderPage(SoftwareVendorsPage);
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/account/services',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Software Vendors');
  });
});

describe('parcel allocation page', () => {
  it('shows Home then the current Services item in its breadcrumb, and the FAQs', () => {
    renderPage(ParcelAllocationPage);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/landing/home');
    expect(trail.getByText('Services')).toHaveAttribute('aria-current', 'page');
    expect(pageText()).toContain(formatMoney(site.registrationFee));
    expect(screen.getByText('What happens at site handover?')).toBeInTheDocument();
  });
});

describe('FAQs page', () => {
  it('answers every public FAQ topic', () => {
    renderPage(FaqsPage);
    const text = pageText();
    for (const topic of [
      'legal capacity to enter into a contract',
      'up to 21 years',
      '60 or 90 years',
      'master plan',
      'transferred only with the authority’s prior written consent',
      'no set minimum investment',
      'special economic zone',
      'statutory incentives',
      ...site.emails.map(({ address }) => address),
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('lists every investment area visibly', () => {
    renderPage(FaqsPage);
    const list = screen.getByRole('heading', { name: 'Investment areas' }).parentElement!;
    const areas = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(areas).toEqual(investmentAreas);
    for (const area of [
      'ICT/ITES',
      'life sciences',
      'engineering services',
      'agriculture centres of excellence',
      'education',
      'real estate',
      'industry',
      'smart-city facilities',
      'filming, entertainment and media',
      'financial services and incubation',
      'community',
    ]) {
      expect(areas.some((item) => item?.includes(area))).toBe(true);
    }
  });

  it('links to the parcel allocation questions', () => {
    renderPage(FaqsPage);
    expect(screen.getByRole('link', { name: 'parcel allocation questions' })).toHaveAttribute(
      'href',
      '/landing/parcel-allocation-services',
    );
  });
});

describe('terms of service page', () => {
  it('lists all seven review statuses with their meanings, and the age limit', () => {
    renderPage(TermsOfServicePage);
    const statuses = screen.getAllByRole('term').map((term) => term.textContent);
    for (const status of [
      'Approved',
      'Approved with conditions',
      'Not recommended',
      'Not approved',
      'Review Required',
      'Withdrawn',
      'In process',
    ]) {
      expect(statuses).toContain(status);
    }
    for (const { meaning } of reviewStatuses) expect(screen.getByText(meaning)).toBeInTheDocument();
    expect(pageText()).toContain('over 18');
    expect(pageText()).toContain(formatMoney(site.registrationFee));
  });
});

describe('about us and privacy pages', () => {
  it('give the contact details from the site config', () => {
    for (const Page of [AboutUsPage, PrivacyPolicyPage]) {
      const { unmount } = renderPage(Page);
      expect(screen.getByRole('link', { name: site.phone.label })).toHaveAttribute(
        'href',
        site.phone.href,
      );
      for (const { address } of site.emails) {
        expect(screen.getByRole('link', { name: address })).toHaveAttribute(
          'href',
          `mailto:${address}`,
        );
      }
      expect(pageText()).toContain(site.officeHours);
      unmount();
    }
  });

  it('names what the browser keeps and how long codes, sessions and logs last', () => {
    renderPage(PrivacyPolicyPage);
    const text = pageText();
    for (const fact of [
      'currentUser',
      'XSRF-TOKEN',
      'no advertising or tracking cookies',
      '6-digit code',
      '10 minutes',
      'Argon2id',
      '12 hours',
      '30 days',
      '60 minutes',
      '90 days',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('page metadata', () => {
  it('gives every page a short title and a unique description of 120 to 160 characters', () => {
    const entries = Object.values(landingPageMeta);
    expect(entries).toHaveLength(11);
    for (const { title, description } of entries) {
      expect(title.length).toBeLessThanOrEqual(20);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(entries.map(({ description }) => description)).size).toBe(entries.length);
  });
});
