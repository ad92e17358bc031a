import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { site } from '@portal/shared/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@web/components/brand/brand';
import styles from './auth-layout.module.css';

const [generalEmail] = site.emails;

/**
 * Why the visitor can trust this screen with a password, and whom to ask when stuck: the same
 * help line as the public pages.
 */
function AuthReassurance() {
  return (
    <Stack component="aside" aria-label="About this service" gap="lg" className={styles.aside}>
      <div>
        <Title order={2} fz="lg" mb={4}>
          The authority’s official service
        </Title>
        <Text fz="sm">
          The {site.name} is run by the {site.organisation}. What you enter here travels over an
          encrypted connection and is used only to run your account, as the{' '}
          <Anchor component={Link} to="/landing/privacy-policy" inherit>
            privacy policy
          </Anchor>{' '}
          explains.
        </Text>
      </div>
      <div>
        <Title order={2} fz="lg" mb={4}>
          Need help?
        </Title>
        <Text fz="sm">
          Call{' '}
          <Anchor href={site.phone.href} inherit>
            {site.phone.label}
          </Anchor>{' '}
          or email{' '}
          <Anchor href={`mailto:${generalEmail.address}`} inherit>
            {generalEmail.address}
          </Anchor>
          . {site.officeHours}.
        </Text>
      </div>
    </Stack>
  );
}

/** The sign-in, registration and password screens: the brand, the form's card and help beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Brand />
        </div>
      </header>
      <Box component="main" className={styles.main}>
        <div className={styles.card}>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
          <Anchor component={Link} to="/landing/home" fz="sm" mt="md" display="inline-block">
            Back to home
          </Anchor>
        </div>
        <AuthReassurance />
      </Box>
    </div>
  );
}
