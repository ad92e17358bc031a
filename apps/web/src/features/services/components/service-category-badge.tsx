import { Badge } from '@mantine/core';
import { ServiceCategory } from '@portal/shared/constants';

// Category 1 green, 2 red (docs/product.md, "Screens and addresses"); grey for any added later.
// These shades keep the auto-contrasted text at least 4.5:1 (black on green 7.6:1, white on red
// 5.5:1), which Mantine's lighter ones do not.
const colors: Record<number, string> = {
  [ServiceCategory.AuthorityService]: 'green.7',
  [ServiceCategory.PartnerService]: 'red.9',
};

type ServiceCategoryBadgeProps = {
  /** Id of the service category. */
  category: number;
  /** Its name: the badge says it, so the colour is never the only signal. */
  name: string;
};

export function ServiceCategoryBadge({ category, name }: ServiceCategoryBadgeProps) {
  return (
    // `max-content`: a narrow table column would otherwise cut the name short.
    <Badge color={colors[category] ?? 'gray.7'} autoContrast miw="max-content">
      {name}
    </Badge>
  );
}
