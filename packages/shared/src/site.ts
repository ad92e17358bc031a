/**
 * The authority's public details: every page, the help bar, the footer and the user manual read
 * them from here, so a change of phone number or fee is made once. The public pages and the
 * manual are generated at build time: rebuild (`npm start` does it) after editing.
 */
export const site = {
  name: 'TechCity One-Stop Shop',
  organisation: 'TechCity Investment Authority',
  /** Search-result description of pages that have none of their own. */
  description:
    'One-stop shop of the TechCity Investment Authority: register, sign in and use parcel allocation, data center and utility services.',
  phone: { label: '+254 20 765 4321', href: 'tel:+254207654321' },
  emails: [
    { label: 'General enquiries', address: 'info@techcity.example' },
    { label: 'Investment enquiries', address: 'investment@techcity.example' },
  ],
  address: ['TechCity Authority House', 'Techno Boulevard, Plot 1', 'P.O. Box 00100, Nairobi'],
  officeHours: 'Monday to Friday, 8:00 to 17:00 (EAT)',
  /** The authority's clock: an API key is valid through the end of its expiry date here. */
  timeZone: 'Africa/Nairobi',
  /** Paid with the expression of interest (onboarding step 1), in minor units (cents). */
  registrationFee: { amount: 15_000_00, currency: 'KES' },
  userManualPath: '/user-manual.pdf',
  /** Who signs the authority's letters, printed under "Yours faithfully" on every letter. */
  signatory: { name: 'Grace Wambui Njoroge', title: 'Director, Land and Investment' },
} as const;
