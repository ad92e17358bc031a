export type LandingPage =
  | 'home'
  | 'services'
  | 'software-vendors'
  | 'parcel-allocation-services'
  | 'about-us'
  | 'faqs'
  | 'terms-of-service'
  | 'privacy-policy'
  | 'service-times'
  | 'cloud-solutions'
  | 'utility-tariffs';

/** Document title and meta description of each public page, keyed by its path segment. */
export const landingPageMeta: Record<LandingPage, { title: string; description: string }> = {
  home: {
    title: 'Home',
    description:
      'Apply for land, use data center services and pay water and electricity bills in the technology city with one account at the TechCity One-Stop Shop.',
  },
  services: {
    title: 'Services',
    description:
      'Parcel allocation, data center services and utility bill payments from the TechCity Investment Authority, and how to start using each of them online.',
  },
  'software-vendors': {
    title: 'Software vendors',
    description:
      'Partnership terms for software and cloud vendors in the technology city data center, the criteria used to evaluate them and how to apply.',
  },
  'parcel-allocation-services': {
    title: 'Parcel allocation',
    description:
      'How to apply for a parcel of land in the technology city: each step, the registration fee, documents, evaluation, lease terms and site handover.',
  },
  'about-us': {
    title: 'About us',
    description:
      'The TechCity Investment Authority develops and manages the technology city, a special economic zone. Read about its mandate and how to contact it.',
  },
  faqs: {
    title: 'FAQs',
    description:
      'Answers on who may acquire land, lease terms, the master plan, transfers, minimum investment, special economic zone incentives and investment areas.',
  },
  'terms-of-service': {
    title: 'Terms of service',
    description:
      'Terms for using the TechCity One-Stop Shop: eligibility, account security, API keys, vendor obligations, cloud-solution review statuses and fees.',
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description:
      'What the TechCity One-Stop Shop keeps about you and why, how long it is kept, who receives it, what is stored in your browser and your rights.',
  },
  'service-times': {
    title: 'Service times',
    description:
      'Days land and vendor applications spent at each stage over the last twelve months: median, 90th percentile and the authority’s service targets.',
  },
  'cloud-solutions': {
    title: 'Cloud solutions',
    description:
      'The software and cloud solutions evaluated for the technology city data center: each one’s status today, vendor, data location, certifications and conditions.',
  },
  'utility-tariffs': {
    title: 'Utility tariffs',
    description:
      'Water and electricity tariffs in the technology city for homes, businesses and factories: block rates, fixed charges, sewerage, VAT and worked examples.',
  },
};
