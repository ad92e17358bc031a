import { ServiceCategory } from '@portal/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import { ServiceCategoryBadge } from './service-category-badge';

const background = (text: string) => screen.getByText(text).closest('.mantine-Badge-root');

describe('service category badge', () => {
  it('names the category, green for authority services and red for partner services', () => {
    renderWithProviders(
      <>
        <ServiceCategoryBadge
          category={ServiceCategory.AuthorityService}
          name="Authority Service"
        />
        <ServiceCategoryBadge category={ServiceCategory.PartnerService} name="Partner Service" />
      </>,
    );
    expect(background('Authority Service')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-green-7)',
    });
    expect(background('Partner Service')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-red-9)',
    });
  });
});
