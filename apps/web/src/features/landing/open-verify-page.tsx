import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { VerifyLetterPage } from './pages/verify-letter-page';

/**
 * For tests: the verification page opened on the code as `typed` in its address, the public API's
 * answers stubbed; what it asked is on the returned stub.
 */
export function openVerifyPage(typed: string, answers: Record<string, Answer>) {
  const fetch = stubFetch(answers);
  render(
    <MemoryRouter initialEntries={[`/verify/${typed}`]}>
      <Routes>
        <Route path="/verify/:code" element={<VerifyLetterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}
