import type { ReactNode } from 'react';
import { GettingStarted } from '../components/getting-started';
import { OnboardingSteps } from '../components/onboarding-steps';
import { onboardingStepCount } from '../content/onboarding';
import { services, type Service } from '../content/services';
import styles from '../landing.module.css';

function ServiceSection({
  service,
  lastStep,
  children,
}: {
  service: Service;
  lastStep: string;
  children: ReactNode;
}) {
  return (
    <section>
      <h2>{service.title}</h2>
      <p>{service.summary}</p>
      {children}
      <h3>How to start</h3>
      <GettingStarted lastStep={lastStep} />
    </section>
  );
}

export function ServicesPage() {
  return (
    <div className={styles.page}>
      <h1>Services</h1>
      <p className={styles.lead}>
        The authority offers three services through this portal. Each is opened from your dashboard
        once you have registered and signed in, so you need only one account.
      </p>

      <ServiceSection
        service={services.parcelAllocation}
        lastStep="On your dashboard, choose Start an application and submit your expression of interest."
      >
        <p>
          Parcels are let on leasehold for the use that the master plan sets for them. An
          application goes through {onboardingStepCount} steps:
        </p>
        <OnboardingSteps />
        <p>
          <a href="/landing/parcel-allocation-services">
            Parcel allocation: fees, documents and frequently asked questions
          </a>
        </p>
      </ServiceSection>

      <ServiceSection
        service={services.dataCenter}
        lastStep="On your dashboard, choose Get service next to the data center service you need. Vendors apply from the Services page of their account."
      >
        <p>
          Businesses in the technology city can use hosting, cloud and software services without
          building their own infrastructure. Solutions come from the authority and from software and
          cloud vendors that it has evaluated and approved.
        </p>
        <p>
          Vendors who want to offer their solutions can join the software vendors programme: they
          are evaluated against published criteria and work with the authority under a
          revenue-sharing partnership.
        </p>
        <p>
          <a href="/landing/software-vendors">
            Software vendors: partnership terms and evaluation criteria
          </a>
        </p>
        <p>
          The <a href="/landing/cloud-solutions">register of cloud solutions</a> lists every
          solution the authority has evaluated, with its status today.
        </p>
      </ServiceSection>

      <ServiceSection
        service={services.utilities}
        lastStep="On your dashboard, choose Get service next to Utilities to see your latest water and electricity bills and pay them."
      >
        <p>
          The authority supplies water and electricity to premises in the technology city. Through
          the portal you can see what you owe for each and pay it online, at any time of day.
        </p>
        <p>
          The <a href="/landing/utility-tariffs">water and electricity tariffs</a> set out what each
          unit costs, with a worked example of a month’s bill.
        </p>
      </ServiceSection>
    </div>
  );
}
