import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentCalls, DOCUMENT_KIND_LABELS } from '@portal/shared/application-documents';
import { applicationMessages } from '@portal/shared/application-messages';
import { setCurrentUser } from '@web/lib/session';
import { makeUser } from '@web/testing/fixtures';
import { renderWithProviders } from '@web/testing/render-app';
import { DocumentUpload } from './document-upload';

/** An XMLHttpRequest the test drives: it reports progress and answers when told. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.last = undefined;
  uploaded.mockClear();
});

const uploaded = vi.fn(() => Promise.resolve());
const renderUpload = () =>
  renderWithProviders(
    <DocumentUpload
      holderId={12}
      call={documentCalls.upload}
      kinds={DOCUMENT_KIND_LABELS}
      onUploaded={uploaded}
    />,
  );

const pdf = () => new File(['%PDF-1.7 plan'], 'plan.pdf', { type: 'application/pdf' });

async function chooseKindAndFile(user: ReturnType<typeof userEvent.setup>, file = pdf()) {
  await user.click(screen.getByRole('combobox', { name: 'Kind of document' }));
  await user.click(await screen.findByRole('option', { name: 'Business plan' }));
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
}

describe('document upload', () => {
  it('sends the kind and the file with the bearer token, showing how much is sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    setCurrentUser(makeUser());
    const user = userEvent.setup();
    renderUpload();
    await chooseKindAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const request = FakeUpload.last!;
    expect(request.method).toBe('POST');
    expect(request.headers.Authorization).toBe('Bearer token-ivy');
    expect(new URL(request.url).pathname).toBe('/api/applications/12/documents');
    expect(request.body?.get('kind')).toBe('business_plan');
    expect((request.body?.get('file') as File).name).toBe('plan.pdf');

    request.progress(40, 100);
    expect(await screen.findByText('Uploading plan.pdf: 40%')).toBeVisible();
    request.answer(201, {
      status: 'success',
      message: 'Document added.',
      data: {
        id: 3,
        kind: 'business_plan',
        file_name: 'plan.pdf',
        content_type: 'application/pdf',
        size: 13,
        uploaded_at: '2026-11-24T08:00:00.000Z',
      },
    });
    await waitFor(() => expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument());
    expect(await screen.findByText('Document added.')).toBeInTheDocument();
    // The journey's list of documents is read again, with the new one in it.
    expect(uploaded).toHaveBeenCalledOnce();
  });

  it.each([
    applicationMessages.fileType,
    applicationMessages.tooManyDocuments,
    applicationMessages.documentsTooLarge,
  ])('shows what the server refuses under the file: %s', async (message) => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderUpload();
    await chooseKindAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    FakeUpload.last!.answer(422, { status: 'error', message, errors: { file: [message] } });
    expect(await screen.findByText(message)).toBeVisible();
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderUpload();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await chooseKindAndFile(user, big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeUpload.last).toBeUndefined();
  });
});
