import { Button, VisuallyHidden } from '@mantine/core';
import type { DashboardService } from '@portal/shared/dashboard';
import { notify } from '@web/lib/toast';
import { useCreateHandoff } from '../api/create-handoff';

export const POPUP_BLOCKED_MESSAGE =
  'The browser blocked the new tab: allow pop-ups for this site, then try again.';

type GetServiceButtonProps = {
  service: Pick<DashboardService, 'id' | 'name' | 'link' | 'has_sso'>;
};

/**
 * 'Get service' (docs/product.md, "Single sign-on"): a service with single sign-on is opened
 * through a handoff, so the user arrives signed in; any other service is its own site.
 */
export function GetServiceButton({ service }: GetServiceButtonProps) {
  const handoff = useCreateHandoff();
  const label = (
    <>
      Get service
      <VisuallyHidden>: {service.name} (opens in a new tab)</VisuallyHidden>
    </>
  );
  if (!service.has_sso) {
    return (
      <Button component="a" href={service.link} target="_blank" rel="noopener noreferrer">
        {label}
      </Button>
    );
  }

  const open = () => {
    // Opened within the click, before the call answers: a tab opened later counts as a pop-up.
    const tab = window.open('', '_blank');
    if (!tab) {
      notify.error(POPUP_BLOCKED_MESSAGE);
      return;
    }
    handoff.mutateAsync(service.id).then(
      (url) => {
        // What `noopener` would give, had the tab not been needed before the address was known.
        tab.opener = null;
        tab.location.replace(url);
      },
      // The HTTP client has toasted why.
      () => tab.close(),
    );
  };
  return (
    <Button onClick={open} loading={handoff.isPending}>
      {label}
    </Button>
  );
}
