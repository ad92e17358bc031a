import { AuthenticationSection } from '../../../features/api-docs/components/authentication-section';
import { DocPage, type DocSection } from '../../../features/api-docs/components/doc-page';
import { EndpointsSection } from '../../../features/api-docs/components/endpoints-section';
import { ErrorsSection } from '../../../features/api-docs/components/errors-section';
import { IntroductionSection } from '../../../features/api-docs/components/introduction-section';

// Spec section 2's sections, in order; the contents list whatever this holds.
const sections: DocSection[] = [
  { id: 'introduction', title: 'Introduction', Content: IntroductionSection },
  { id: 'authentication', title: 'Authentication', Content: AuthenticationSection },
  { id: 'endpoints', title: 'Endpoints', Content: EndpointsSection },
  { id: 'errors', title: 'Errors', Content: ErrorsSection },
];

export function Component() {
  return <DocPage title="API documentation" sections={sections} />;
}
