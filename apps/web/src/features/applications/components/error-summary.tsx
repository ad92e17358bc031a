import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';

export type StepProblem = { key: string; message: string; to: string };

/** What stops a submit, each with a link to the step that fixes it (the error summary pattern). */
export function ErrorSummary({ problems }: { problems: StepProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red.9" variant="outline" title="There is a problem" role="alert">
      <List>
        {problems.map((problem) => (
          <List.Item key={problem.key}>
            <Anchor component={Link} to={problem.to}>
              {problem.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
