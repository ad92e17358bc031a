/** Names and contact details shown in the header, footer and help bar: change them here only. */
export const site = {
  name: 'TechCity One-Stop Shop',
  organisation: 'TechCity Investment Authority',
  phone: { label: '+254 20 765 4321', href: 'tel:+254207654321' },
  emails: [
    { label: 'General enquiries', address: 'info@techcity.example' },
    { label: 'Investment enquiries', address: 'investment@techcity.example' },
  ],
  userManualUrl: '/user-manual.pdf',
} as const;
