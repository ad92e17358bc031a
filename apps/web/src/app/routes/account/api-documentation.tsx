import { AuthenticationSection } from '@web/features/api-docs/components/authentication-section';
import { DocPage, type DocSection } from '@web/features/api-docs/components/doc-page';
import { EndpointsSection } from '@web/features/api-docs/components/endpoints-section';
import { ErrorsSection } from '@web/features/api-docs/components/errors-section';
import { IntroductionSection } from '@web/features/api-docs/components/introduction-section';
import { OpenIdConnectSection } from '@web/features/api-docs/components/openid-connect-section';
import { SingleSignOnSection } from '@web/features/api-docs/components/single-sign-on-section';

// The four sections every reader needs, in order, then sign-in for the operators of linked
// services (decision records 0017, 0067); the contents list whatever this holds.
const sections: DocSection[] = [
  { id: 'introduction', title: 'Introduction', Content: IntroductionSection },
  { id: 'authentication', title: 'Authentication', Content: AuthenticationSection },
  { id: 'endpoints', title: 'Endpoints', Content: EndpointsSection },
  { id: 'errors', title: 'Errors', Content: ErrorsSection },
  {
    id: 'single-sign-on',
    title: 'Single sign-on for linked services',
    Content: SingleSignOnSection,
  },
  {
    id: 'openid-connect',
    title: 'OpenID Connect for linked services',
    Content: OpenIdConnectSection,
  },
];

export function Component() {
  return <DocPage title="API documentation" sections={sections} />;
}
