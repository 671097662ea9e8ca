import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiFetch, apiJson } from '../../api/api-client.ts';

const photoPath = (username: string) => `/api/core/users/${encodeURIComponent(username)}/photo`;

/**
 * A user's photo (`GET …/{username}/photo?no404=1`, 204 when there is none), as an address an image
 * element shows (the call needs the session, which an image's own request would not carry); and its
 * upload and removal, which read it again.
 */
export function useUserPhoto(username: string) {
  const queryClient = useQueryClient();
  const queryKey = ['identity', 'user', username, 'photo'];
  const photo = useQuery({
    queryKey,
    queryFn: async () => {
      const response = await apiFetch(`${photoPath(username)}?no404=1`);
      return response.status === 204 ? null : await response.blob();
    },
    retry: false,
  });
  const blob = photo.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const reread = () => queryClient.invalidateQueries({ queryKey });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiJson(photoPath(username), { method: 'POST', body });
    },
    onSuccess: reread,
  });
  const remove = useMutation({
    mutationFn: () => apiJson(photoPath(username), { method: 'DELETE' }),
    onSuccess: reread,
  });
  return { photo, url, upload, remove };
}
