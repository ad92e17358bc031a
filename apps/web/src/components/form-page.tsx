import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormPageProps = {
  title: string;
  /** The paper's greatest width in pixels: wider for forms that set fields side by side. */
  width: number;
  children: ReactNode;
};

/** A screen that is one form: its title, then the form on a paper. */
export function FormPage({ title, width, children }: FormPageProps) {
  return (
    <>
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Paper withBorder radius="md" p="lg" maw={width}>
        {children}
      </Paper>
    </>
  );
}
