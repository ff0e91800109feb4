import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import type { Attachment, AttachmentList } from './api';
import { AttachmentsCard } from './attachments-card';

// A fetch stand-in that keeps the raw request body (the upload sends a File,
// not JSON) and the headers of every request.
type Call = { method: string; url: URL; headers: Record<string, string>; body: unknown };
type Reply = { status?: number; body?: unknown; raw?: BodyInit; headers?: Record<string, string> };

function serve(routes: Record<string, (call: Call) => Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        body: init?.body,
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.pathname}`];
      if (!route) {
        return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: 'No such API endpoint.' } }), {
          status: 404,
        });
      }
      const reply = route(call);
      const status = reply.status ?? 200;
      if (reply.raw !== undefined) return new Response(reply.raw, { status, headers: reply.headers });
      return new Response(status === 204 ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

const ACCEPTED = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.txt', '.csv', '.md', '.docx', '.xlsx'];

function attachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 'att-1',
    entity_type: 'risk',
    entity_id: 'risk-1',
    title: 'Q1 loss report',
    file_name: 'q1-loss-report.pdf',
    content_type: 'application/pdf',
    size: 1536,
    created_by: 'u-1',
    created_by_name: 'Ada Owner',
    created_at: '2026-03-04T09:15:00Z',
    ...overrides,
  };
}

const SAMPLE = [
  attachment(),
  attachment({
    id: 'att-2',
    title: 'Evidence photo',
    file_name: 'photo.png',
    content_type: 'image/png',
    size: 3 * 1024 * 1024 * 1024,
    created_by_name: 'Ben Approver',
  }),
  attachment({ id: 'att-3', title: 'Notes', file_name: 'notes.txt', content_type: 'text/plain', size: 512 }),
];

function listing(data: Attachment[], maxBytes = 10 * 1024 * 1024): AttachmentList {
  return { data, max_bytes: maxBytes, accepted: ACCEPTED };
}

const LIST = 'GET /api/v1/attachments';
const UPLOAD = 'POST /api/v1/attachments';

function renderCard(entityType: 'risk' | 'control' | 'action_plan' | 'incident' = 'risk', entityId = 'risk-1') {
  renderWithProviders(<AttachmentsCard entityType={entityType} entityId={entityId} />);
}

const region = () => screen.getByRole('region', { name: /Attachments/ });

beforeEach(() => {
  clearPermissions();
  setAuthToken('jwt');
});

afterEach(() => {
  setAuthToken(null);
});

describe('Attachments card', () => {
  it('lists the attachments of the entity with sizes in Bytes..YB units, uploader and date', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false });
    const api = serve({ [LIST]: () => ({ body: listing(SAMPLE) }) });
    renderCard('control', 'ctl-7');

    const rows = await screen.findAllByTestId('attachment-row');
    expect(rows).toHaveLength(3);
    const list = api.of('GET', '/api/v1/attachments')[0]!;
    expect(list.url.searchParams.get('entity_type')).toBe('control');
    expect(list.url.searchParams.get('entity_id')).toBe('ctl-7');
    expect(list.headers.Authorization).toBe('Bearer jwt');

    const first = within(rows[0]!);
    expect(first.getByText('Q1 loss report')).toBeInTheDocument();
    expect(first.getByText('q1-loss-report.pdf')).toBeInTheDocument();
    expect(first.getByText('1.5 KB')).toBeInTheDocument();
    expect(first.getByText('Ada Owner')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-03-04T09:15:00Z', 'en'))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 GB')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ben Approver')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('512 Bytes')).toBeInTheDocument();
    // The count badge next to the title.
    expect(within(region()).getByText('3')).toBeInTheDocument();
  });

  it('says when there are no attachments', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    serve({ [LIST]: () => ({ body: listing([]) }) });
    renderCard();
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();
    expect(screen.getByTestId('attachment-limits')).toHaveTextContent('Up to 10 MB per file. Accepted: .pdf, .png');
  });

  it('uploads the raw file bytes with the title, file name and content type in the request', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const stored = attachment({ id: 'att-9', title: 'Board minutes', file_name: 'minutes 2026.pdf', size: 14 });
    let uploaded = false;
    const api = serve({
      [LIST]: () => ({ body: listing(uploaded ? [stored] : []) }),
      [UPLOAD]: () => {
        uploaded = true;
        return { status: 201, body: stored };
      },
    });
    const user = userEvent.setup();
    renderCard('action_plan', 'plan-3');
    await screen.findByText('No attachments yet.');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Board minutes');
    const file = new File(['%PDF-1.4 body'], 'minutes 2026.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload file'), file);

    await waitFor(() => expect(api.of('POST', '/api/v1/attachments')).toHaveLength(1));
    const post = api.of('POST', '/api/v1/attachments')[0]!;
    expect(post.url.searchParams.get('entity_type')).toBe('action_plan');
    expect(post.url.searchParams.get('entity_id')).toBe('plan-3');
    expect(post.url.searchParams.get('title')).toBe('Board minutes');
    expect(post.url.searchParams.get('file_name')).toBe('minutes 2026.pdf');
    expect(post.headers['Content-Type']).toBe('application/pdf');
    expect(post.headers.Authorization).toBe('Bearer jwt');
    // The body is the file itself, not JSON and not multipart.
    expect(post.body).toBe(file);
    expect(await (post.body as Blob).text()).toBe('%PDF-1.4 body');

    // The list is fetched again and shows the new file; the title field is cleared.
    expect(await screen.findByText('Board minutes')).toBeInTheDocument();
    expect(screen.getByTestId('attachment-row')).toHaveTextContent('14 Bytes');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('defaults the title to the file name without its extension and sends octet-stream for an unknown type', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({
      [LIST]: () => ({ body: listing([]) }),
      [UPLOAD]: () => ({ status: 201, body: attachment({ title: 'export.2026', file_name: 'export.2026.csv' }) }),
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('No attachments yet.');

    await user.upload(screen.getByLabelText('Upload file'), new File(['a,b\n1,2\n'], 'export.2026.csv'));

    await waitFor(() => expect(api.of('POST', '/api/v1/attachments')).toHaveLength(1));
    const post = api.of('POST', '/api/v1/attachments')[0]!;
    expect(post.url.searchParams.get('title')).toBe('export.2026');
    expect(post.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('refuses a file over the size limit in the browser without calling the server', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({ [LIST]: () => ({ body: listing([], 1024) }) });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('No attachments yet.');

    await user.upload(screen.getByLabelText('Upload file'), new File([new Uint8Array(2048)], 'big.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('big.pdf is 2 KB; files may be at most 1 KB.');
    expect(api.of('POST', '/api/v1/attachments')).toHaveLength(0);
  });

  it('refuses a file type the server does not accept, without calling it', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({ [LIST]: () => ({ body: listing([]) }) });
    // Bypass the picker's own accept filter, as a drag-and-drop or "all files" choice would.
    const user = userEvent.setup({ applyAccept: false });
    renderCard();
    await screen.findByText('No attachments yet.');
    expect(screen.getByLabelText('Upload file')).toHaveAttribute('accept', ACCEPTED.join(','));

    await user.upload(screen.getByLabelText('Upload file'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe cannot be attached. Accepted file types: .pdf, .png');
    expect(api.of('POST', '/api/v1/attachments')).toHaveLength(0);
  });

  it('explains a refusal by the server in the user\'s words (415)', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({
      [LIST]: () => ({ body: listing([]) }),
      [UPLOAD]: () => ({
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file content does not match its extension.' } },
      }),
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('No attachments yet.');

    await user.upload(screen.getByLabelText('Upload file'), new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content of fake.pdf does not match its file type, so it was not attached.',
    );
    expect(api.of('POST', '/api/v1/attachments')).toHaveLength(1);
    // Nothing was added: the list was not fetched again.
    expect(api.of('GET', '/api/v1/attachments')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeEnabled();
  });

  it('shows a 422 title error on the title field', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    serve({
      [LIST]: () => ({ body: listing([]) }),
      [UPLOAD]: () => ({
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please fill in all the * fields',
            fields: { title: 'The title may be at most 200 characters.' },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('No attachments yet.');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Minutes');
    await user.upload(screen.getByLabelText('Upload file'), new File(['x'], 'minutes.txt', { type: 'text/plain' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The title may be at most 200 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for confirmation before deleting, then sends DELETE and refreshes the list', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    let deleted = false;
    const api = serve({
      [LIST]: () => ({ body: listing(deleted ? SAMPLE.slice(1) : SAMPLE) }),
      'DELETE /api/v1/attachments/att-1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findAllByTestId('attachment-row');

    await user.click(screen.getByRole('button', { name: 'Delete Q1 loss report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    expect(dialog).toHaveTextContent('"Q1 loss report" (q1-loss-report.pdf) is removed for good.');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('DELETE', '/api/v1/attachments/att-1')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('attachment-row')).toHaveLength(2));
    expect(screen.queryByText('Q1 loss report')).not.toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({ [LIST]: () => ({ body: listing(SAMPLE) }) });
    const user = userEvent.setup();
    renderCard();
    await screen.findAllByTestId('attachment-row');

    await user.click(screen.getByRole('button', { name: 'Delete Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('gives readers without risk.write no upload and no delete, only download', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false });
    serve({ [LIST]: () => ({ body: listing(SAMPLE) }) });
    renderCard();
    await screen.findAllByTestId('attachment-row');

    expect(screen.queryByRole('button', { name: 'Upload file' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload file')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(3);
  });

  it('downloads the content with the bearer header and saves it under the server file name', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false });
    const api = serve({
      [LIST]: () => ({ body: listing(SAMPLE) }),
      'GET /api/v1/attachments/att-1/content': () => ({
        raw: '%PDF-1.4 body',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': "attachment; filename*=UTF-8''Q1%20loss%20report%20%C3%A9.pdf",
        },
      }),
    });
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:att-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findAllByTestId('attachment-row');

    await user.click(screen.getByRole('button', { name: 'Download Q1 loss report' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:att-1', download: 'Q1 loss report é.pdf' }]));
    const get = api.of('GET', '/api/v1/attachments/att-1/content')[0]!;
    expect(get.headers.Authorization).toBe('Bearer jwt');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.4 body');
  });

  it("keeps an incident's files with the incident service: incident.write to change, entity_type on download and delete", async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false, 'incident.read': true, 'incident.write': true });
    const files = [attachment({ id: 'att-9', entity_type: 'incident', entity_id: 'inc-1', title: 'Police report' })];
    const api = serve({
      [LIST]: () => ({ body: listing(files) }),
      'GET /api/v1/attachments/att-9/content': () => ({ raw: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf' } }),
      'DELETE /api/v1/attachments/att-9': () => ({ status: 204 }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:att-9');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCard('incident', 'inc-1');
    await screen.findAllByTestId('attachment-row');

    const list = api.of('GET', '/api/v1/attachments')[0]!;
    expect(list.url.searchParams.get('entity_type')).toBe('incident');
    expect(list.url.searchParams.get('entity_id')).toBe('inc-1');
    // incident.write, not risk.write, opens the upload.
    expect(screen.getByLabelText('Upload file')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Police report' }));
    await waitFor(() => expect(api.of('GET', '/api/v1/attachments/att-9/content')).toHaveLength(1));
    expect(api.of('GET', '/api/v1/attachments/att-9/content')[0]!.url.searchParams.get('entity_type')).toBe('incident');

    await user.click(screen.getByRole('button', { name: 'Delete Police report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('DELETE', '/api/v1/attachments/att-9')).toHaveLength(1));
    expect(api.of('DELETE', '/api/v1/attachments/att-9')[0]!.url.searchParams.get('entity_type')).toBe('incident');
  });

  it("gives an incident's readers without incident.write no upload, whatever their risk permissions", async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true, 'incident.read': true, 'incident.write': false });
    serve({ [LIST]: () => ({ body: listing([attachment({ entity_type: 'incident', entity_id: 'inc-1' })]) }) });
    renderCard('incident', 'inc-1');
    await screen.findAllByTestId('attachment-row');
    expect(screen.queryByLabelText('Upload file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
