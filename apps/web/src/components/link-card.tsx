import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type LinkCardProps = { to: string; title: string; children: ReactNode };

/** A dashboard card that is one link: its title, then what it tells or offers. */
export function LinkCard({ to, title, children }: LinkCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg">
      <Text fw={700}>{title}</Text>
      {children}
    </Card>
  );
}
