// /api/v1/attachments: the files attached to a risk, a control, an action
// plan (the risk service's) or an incident (the incident service's; its
// downloads and deletes carry `?entity_type=incident`). The list comes with the server's limits (largest size, accepted file
// extensions); an upload sends the file's raw bytes (not multipart) with its
// type as Content-Type; the content is fetched with the bearer header and
// saved through the download helper (a plain link cannot send the header).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

export type AttachmentEntityType = 'risk' | 'control' | 'action_plan' | 'incident';

/** What reading and changing the files of `entityType` takes. */
export function attachmentPermissions(entityType: AttachmentEntityType) {
  return entityType === 'incident'
    ? ({ read: 'incident.read', write: 'incident.write' } as const)
    : ({ read: 'risk.read', write: 'risk.write' } as const);
}

/** The query naming the owner of a file, for its download and delete ('incident' only; the rest is the default). */
function ownerQuery(entityType: string): Record<string, string> | undefined {
  return entityType === 'incident' ? { entity_type: entityType } : undefined;
}

export type Attachment = {
  id: string;
  entity_type: string;
  entity_id: string;
  title: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: string;
  created_by_name: string;
  /** RFC 3339. */
  created_at: string;
};

export type AttachmentList = {
  data: Attachment[];
  /** The largest file the server takes, in bytes. */
  max_bytes: number;
  /** Accepted file extensions, lower case with the dot: ".pdf", ".png", ... */
  accepted: string[];
};

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (entityType: AttachmentEntityType, entityId: string) => ['attachments', entityType, entityId] as const,
};

const BASE = '/api/v1/attachments';

export function useAttachments(entityType: AttachmentEntityType, entityId: string | undefined) {
  return useQuery({
    queryKey: attachmentKeys.list(entityType, entityId ?? ''),
    queryFn: ({ signal }) =>
      api.get<AttachmentList>(BASE, { query: { entity_type: entityType, entity_id: entityId ?? '' }, signal }),
    enabled: Boolean(entityId),
    // The card shows a failed load itself, next to the page's other content.
    meta: { silent: true },
  });
}

/** The file's name without its last extension ("report.final.pdf" -> "report.final"). */
export function fileStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The file's last extension, lower case with the dot (".pdf"); '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : '';
}

export const ATTACHMENT_TITLE_MAX = 200;

export type UploadInput = {
  file: File;
  /** Left empty, the file name without its extension is used. */
  title?: string;
};

/** POSTs the file's bytes as the request body; resolves with the stored attachment. */
export function uploadAttachment(
  entityType: AttachmentEntityType,
  entityId: string,
  { file, title }: UploadInput,
): Promise<Attachment> {
  const chosen = title?.trim() || fileStem(file.name).slice(0, ATTACHMENT_TITLE_MAX);
  return apiRequest<Attachment>(BASE, {
    method: 'POST',
    query: { entity_type: entityType, entity_id: entityId, title: chosen, file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
}

export function useUploadAttachment(entityType: AttachmentEntityType, entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadAttachment(entityType, entityId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: attachmentKeys.list(entityType, entityId) }),
    // The card shows 404, 413, 415 and 422 next to the upload button; others go to handleApiError there.
    meta: { silent: true },
  });
}

export function useDeleteAttachment(entityType: AttachmentEntityType, entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<void>(`${BASE}/${encodeURIComponent(id)}`, { query: ownerQuery(entityType) }),
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(entityType, entityId) }),
  });
}

/** Fetches the attachment's content with the session's bearer header and saves it; resolves with the file name used. */
export function downloadAttachment(
  attachment: Pick<Attachment, 'id' | 'file_name' | 'entity_type'>,
  signal?: AbortSignal,
): Promise<string> {
  const owner = attachment.entity_type === 'incident' ? '?entity_type=incident' : '';
  return downloadFile(`${BASE}/${encodeURIComponent(attachment.id)}/content${owner}`, {
    fileName: attachment.file_name,
    signal,
  });
}
