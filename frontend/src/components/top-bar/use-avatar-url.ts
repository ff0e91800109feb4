// The user's picture as something an <img> can show. Pictures served by this
// site need the bearer header, so they are fetched (apiBlob) and shown through
// an object URL; pictures elsewhere are linked directly and never see the token.
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';

type AvatarSource = { fetch: string } | { direct: string } | null;

/** Same-origin paths go through apiBlob; other http(s), data: and blob: addresses are used as they are. */
export function avatarSource(avatar: string | null | undefined): AvatarSource {
  const value = avatar?.trim();
  if (!value) return null;
  if (/^(data:image\/|blob:)/i.test(value)) return { direct: value };
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin === window.location.origin) return { fetch: `${url.pathname}${url.search}` };
  return /^https?:$/.test(url.protocol) ? { direct: url.href } : null;
}

/** An address for the avatar, or null while it loads, when there is none, or when it fails. */
export function useAvatarUrl(avatar: string | null | undefined): string | null {
  const source = avatarSource(avatar);
  const path = source && 'fetch' in source ? source.fetch : null;
  const { data } = useQuery({
    queryKey: ['avatar', path] as const,
    // The object URL lives as long as the cached entry; a new picture has a new address.
    queryFn: ({ signal }) =>
      apiBlob(path as string, { signal, accept: 'image/*' }).then((res) => URL.createObjectURL(res.blob)),
    enabled: path !== null,
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  if (source && 'direct' in source) return source.direct;
  return path ? (data ?? null) : null;
}
