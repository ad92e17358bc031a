export type Service = { title: string; summary: string; to: string; linkText: string };

/** The authority's three services, as the home page cards and the services page present them. */
export const services = {
  parcelAllocation: {
    title: 'Parcel allocation',
    summary:
      'Apply for land in the technology city on a short- or long-term lease, for a use that follows the master plan.',
    to: '/landing/parcel-allocation-services',
    linkText: 'How parcel allocation works',
  },
  dataCenter: {
    title: 'Data center services',
    summary:
      'Host and run software and cloud solutions in the technology city’s data center, offered by the authority and its approved software vendors.',
    to: '/landing/software-vendors',
    linkText: 'The software vendors programme',
  },
  utilities: {
    title: 'Utilities',
    summary:
      'View and pay the water and electricity bills for your premises in the technology city online, without visiting the authority’s offices.',
    to: '/landing/utility-tariffs',
    linkText: 'Water and electricity tariffs',
  },
} satisfies Record<string, Service>;
